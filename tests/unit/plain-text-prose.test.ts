import { describe, expect, it } from "vitest";
import { withoutEmphasisMarks } from "../../worker/services/summarizer/book-profile";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { chapterText } from "../support/printed-books";

/**
 * How a book printed from Project Gutenberg's plain text reads once its chapters are found
 * (./plain-text-chapters.test.ts): lines too long for the page (The Descent of Man), "--" for a dash, a chapter's
 * synopsis (The Crowd), a verse epigraph whose lines run together (The Souls of Black Folk), and a poem quoted in prose
 * (The Art of Public Speaking). Docs/decisions/222, 226, 227, 228, 231, 245; and (docs/decisions/238) italics marked with
 * underscores (Self-Help) and an epigraph of prose cited as "--ISAAC DISRAELI, Literary Character…".
 */

describe("Plain text whose lines are too long for the page", () => {
  const full = "of the continued selection of women according to a standard of beauty";
  const page = [
    "The nature of the following work will be best understood by a brief",
    "account",
    "of how it came to be written. During many years I collected notes on",
    "the",
    "origin or descent of man, without any intention of publishing on the",
    "subject, but rather with the determination not to publish it at all.",
    ...Array.from({ length: 12 }, () => full),
    "in each race.",
    "Ears, my Lord, an article of the trade and quite a number to be had",
    "Quantity 204",
    "us to express the relative durations of two events at once, he said.",
  ].join("\n");
  const paragraphs = cleanChapter([page], { title: "Introduction", pageStart: 1, pageEnd: 1 }, profileBook([page], []))
    .sections[0]!.paragraphs;

  it("reads a wrapped line's last words with the rest of its paragraph", () => {
    expect(paragraphs[0]).toMatch(
      /^The nature of the following work will be best understood by a brief account of how it came to be written\. During many years I collected notes on the origin or descent of man, without/,
    );
  });

  it("still ends a paragraph at a short line that is no wrapped words of prose", () => {
    expect(paragraphs.at(-1)).toMatch(/^us to express/);
  });
});

describe("Plain text's double hyphen", () => {
  it("reads as a dash between words, not in an option", () => {
    const page = [
      "The only important classification is to separate anonymous crowds from crowds not anonymous--deliberative",
      "assemblies and juries, for example. Earl Russell--like other statesmen--lied.",
      "With cargo fix --edition the compiler migrates the code, and rustdoc --test runs the examples.",
    ].join("\n");
    const text = chapterText([page], "Crowds", 1, 1);
    expect(text).toContain("crowds not anonymous—deliberative assemblies");
    expect(text).toContain("Earl Russell—like other statesmen—lied.");
    expect(text).toContain("cargo fix --edition the compiler");
    expect(text).toContain("rustdoc --test runs");
  });
});

describe("A chapter's synopsis, its topics run together with dashes", () => {
  it("is not read, nor a part's after it; the prose after them is", () => {
    const page = [
      "Preparatory factors of the beliefs of crowds--The origin of the beliefs of crowds is the consequence of a",
      "preliminary process of elaboration--Study of the different factors of these beliefs. 4. REASON. The nullity",
      "of its influence on crowds--Crowds only to be influenced by their unconscious sentiments--The role of",
      "logic.",
      "Among the remote factors there are some of a general nature, which are found to underlie all the beliefs of",
      "crowds, as every orator knows and as every history of the French Revolution shows to those who read it.",
    ].join("\n");
    const text = chapterText([page], "Remote Factors", 1, 1);
    expect(text).toMatch(/^Among the remote factors there are some of a general nature/);
    expect(text).not.toMatch(/Preparatory factors|nullity|role of logic/);
  });

  it("is not read when a later topic opens in small letters or the last ends without a stop (Malthus)", () => {
    const page = [
      "The savage or hunter state shortly reviewed--The shepherd state, or the tribes of barbarians that overran the",
      "Roman Empire--The superiority of the power of population to the means of subsistence--the cause of the great",
      "tide of Northern Emigration.",
      "In the rudest state of mankind, in which hunting is the principal occupation, the comparative population must",
      "necessarily be thin, as every traveller among the hunting tribes has remarked of them.",
    ].join("\n");
    expect(chapterText([page], "Chapter 3", 1, 1)).toMatch(/^In the rudest state of mankind/);
    const alone = [
      "Question stated--Little prospect of a determination of it, from the enmity of the opposing parties--The",
      "principal argument against the perfectibility of man has never been fairly answered--Outline of the principal",
      "argument of the Essay",
      "",
      "The great and unlooked for discoveries that have taken place of late years in natural philosophy have led many",
      "able men into the opinion that we were touching on a period big with the most important changes.",
    ].join("\n");
    expect(chapterText([alone], "Chapter 1", 1, 1)).toMatch(/^The great and unlooked for discoveries/);
  });

  it("is not a sentence that runs names together with dashes", () => {
    const page = "He went to Paris--London--Rome--and then home again, tired of the road and of the inns on it.";
    expect(chapterText([page], "Travels", 1, 1)).toBe(
      "He went to Paris—London—Rome—and then home again, tired of the road and of the inns on it.",
    );
  });

  it("is not a paragraph whose dashes set off words in small letters", () => {
    const page = "Earl Russell--like other statesmen--lied; and Adams--who knew it--said so to his father in a letter.";
    expect(chapterText([page], "Diplomacy", 1, 1)).toBe(
      "Earl Russell—like other statesmen—lied; and Adams—who knew it—said so to his father in a letter.",
    );
  });
});

describe("A verse epigraph printed from plain text", () => {
  it("is not the chapter's opening, though its lines run together", () => {
    const page = [
      "Of Our Spiritual Strivings",
      "O water, voice of my heart, crying in the sand,",
      "All night long crying with a mournful cry,",
      "As I lie and listen, and cannot understand",
      "The voice of my heart in my side or the voice of the sea,",
      "O water, crying for rest, is it I, is it I?",
      "All night long the water is crying to me.",
      "ARTHUR SYMONS.",
      "Between me and the other world there is ever an unasked question:",
      "unasked by some through feelings of delicacy; by others through the",
      "difficulty of rightly framing it. All, nevertheless, flutter round it.",
      "They approach me in a half-hesitant sort of way, eye me curiously or",
      "compassionately, and then, instead of saying directly, How does it feel",
      "to be a problem? they say, I know an excellent colored man in my town;",
      "or, I fought at Mechanicsville; or, Do not these Southern outrages make",
      "your blood boil? At these I smile, or am interested, or reduce the",
      "boiling to a simmer, as the occasion may require. To the real question,",
    ].join("\n");
    const text = chapterText([page], "Of Our Spiritual Strivings", 1, 1);
    expect(text).toMatch(/^Between me and the other world/);
    expect(text).not.toMatch(/water|SYMONS/);
    // A verse's line too long for the page goes on below in small letters ("have ceased,").
    const wrapped = page
      .replace(
        "O water, voice of my heart, crying in the sand,",
        "But the Brute said in his breast, “Till the mills I grind\nhave ceased,",
      )
      .replace("Of Our Spiritual Strivings", "Of the Quest of the Golden Fleece");
    expect(chapterText([wrapped], "Of the Quest of the Golden Fleece", 1, 1)).toMatch(/^Between me and the other world/);
  });
});

describe("A poem quoted in a chapter of prose (The Art of Public Speaking's selections for practice)", () => {
  const prose = [
    "Herbert Spencer remarked that cadence is the running commentary of the emotions upon the",
    "propositions of the intellect. The speaker who would move an audience must learn to let his",
    "voice rise and fall with the thought, as a singer follows the melody of a song in the hall",
    "where he sings.",
  ];
  const poem = [
    "How soft the music of those village bells,",
    "Falling at intervals upon the ear",
    "In cadence sweet; now dying all away,",
    "Now pealing loud again, and louder still,",
    "Clear and sonorous, as the gale comes on!",
  ];

  it("is not the chapter's prose, nor a table's rows; a list under its colon is", () => {
    const table = ["Iron goods 330.65 13.2", "Machinery and parts 185.00 7.5", "Coal, coke, and briquettes 176.00 7.0"];
    const list = ["Practise these three in turn:", "— Pitch", "— Pace", "— Pause"];
    const text = chapterText(
      [[...prose, ...poem, ...prose, ...table, ...list].join("\n")],
      "Efficiency Through Inflection",
      1,
      1,
    );
    expect(text).toMatch(/^Herbert Spencer remarked/);
    expect(text).not.toMatch(/village bells|sonorous|Machinery|Coal, coke/);
    expect(text).toContain("Practise these three in turn: Pitch");
  });

  it("is the chapter when verse is half its words", () => {
    const text = chapterText([[...prose.slice(0, 1), ...poem, ...poem].join("\n")], "From the Heights", 1, 1);
    expect(text).toContain("Clear and sonorous, as the gale comes on!");
  });
});

describe("Italics marked with underscores (Self-Help)", () => {
  const page = [
    "CHAPTER I.",
    "SELF-HELP—NATIONAL AND INDIVIDUAL.",
    "    “The worth of a State, in the long run, is the worth of the",
    "    individuals composing it.”—_J. S. Mill_.",
    "    “We put too much faith in systems, and look too little to men.”—_B.",
    "    Disraeli_.",
    "“HEAVEN helps those who help themselves” is a well-tried maxim, embodying",
    "in a small compass the results of vast human experience.  Help from without",
    "is often enfeebling in its effects, but help from within invariably invigorates.  Whatever is",
    "done _for_ men or classes, to a certain extent takes away the stimulus",
    "and necessity of doing for themselves; where men are over-governed, the tendency",
    "is to render them comparatively helpless.",
  ].join("\n");
  const text = chapterText([page], "Self-Help—National and Individual", 1, 1);

  it("reads the words without the marks, where a line with two read as code and was lost", () => {
    expect(text).toContain("Whatever is done for men or classes, to a certain extent takes away the stimulus and necessity");
  });

  it("leaves out the epigraphs whose attributions the marks broke over two lines", () => {
    expect(text).toMatch(/^“Heaven helps those who help themselves”/);
    expect(text).not.toMatch(/worth of a State|faith in systems|Mill|Disraeli|_/);
  });

  it("keeps a name's underscores in code ('snake_case', '__init__')", () => {
    expect(withoutEmphasisMarks("call my_var_name or __init__, or _private_ alone")).toBe(
      "call my_var_name or __init__, or private alone",
    );
  });
});

describe("An epigraph of prose cited with two hyphens (The Art of Public Speaking)", () => {
  it("is left out with its attribution, a verse and its poet's after it too", () => {
    const page = [
      "CHAPTER XXVI",
      "RIDING THE WINGED HORSE",
      "   To think, and to feel, constitute the two grand divisions of men",
      "   of genius--the men of reasoning and the men of imagination.",
      "   --ISAAC DISRAELI, _Literary Character of Men of Genius_.",
      "    And as imagination bodies forth",
      "    The forms of things unknown, the poet's pen",
      "    Turns them to shapes and gives to airy nothing",
      "    A local habitation and a name.",
      "    --SHAKESPEARE, _Midsummer-Night's Dream_.",
      "It is common, among those who deal chiefly with life's practicalities,",
      "to think of imagination as having little value in comparison with direct",
      "thinking, and to smile with tolerance when a poet or a philosopher says otherwise.",
    ].join("\n");
    const text = chapterText([page], "Riding the Winged Horse", 1, 1);
    expect(text).toMatch(/^It is common, among those who deal chiefly/);
    expect(text).not.toMatch(/grand divisions|DISRAELI|bodies forth|SHAKESPEARE/);
  });
});
