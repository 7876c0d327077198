import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { withCapitalsOpening, withoutMarkedNotes } from "../../worker/services/summarizer/paragraph-text";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";
import { NO_GRAMMAR } from "../../worker/services/summarizer/grammar";

/**
 * More books printed from Project Gutenberg's HTML (docs/decisions/215): Hobbes's Leviathan (margin notes bookmarked
 * beside its chapters, headings cut off at a line break), The Education of Henry Adams (a chapter's number at the foot
 * of its page, its name overleaf), Emerson's Nature (the same without bookmarks), Spinoza's Ethics (a translator's
 * credit bookmarked), first words in capitals after "A" or "I" (The Federalist's "I FLATTER myself") and The Prince's
 * notes under a paragraph, each printed line of them a line of its own (docs/decisions/236).
 */

const prose = (words: string) =>
  `${words} and the right of nature is the liberty each man hath to use his own power for the preservation of his life.`;

describe("Leviathan", () => {
  const outline = [
    {
      title: "LEVIATHAN",
      page: 1,
      items: [
        { title: "THE INTRODUCTION", page: 1 },
        { title: "PART 1 OF MAN", page: 2 },
        { title: "CHAPTER I. OF SENSE", page: 2 },
        { title: "CHAPTER II. OF IMAGINATION", page: 3 },
        { title: "Memory", page: 3 },
        { title: "Dreams", page: 4 },
        { title: "CHAPTER III. OF THE CONSEQUENCE OR TRAYNE OF", page: 5 },
        { title: "Trayne Of Thoughts Unguided", page: 5 },
        { title: "Remembrance", page: 6 },
        { title: "PART II. OF COMMON-WEALTH", page: 7 },
        { title: "CHAPTER XVII. OF THE CAUSES, GENERATION, AND DEFINITION OF A", page: 7 },
        { title: "The End Of Common-wealth, Particular Security", page: 7 },
      ],
    },
  ];
  const pages = [
    ["THE INTRODUCTION", prose("Nature, the art whereby God hath made the world,")],
    ["PART 1 OF MAN", "CHAPTER I. OF SENSE", prose("Concerning the thoughts of man,")],
    ["CHAPTER II. OF IMAGINATION", prose("That when a thing lies still,"), "Memory", prose("This decaying sense,")],
    ["Dreams", prose("The imaginations of them that sleep")],
    ["CHAPTER III. OF THE CONSEQUENCE OR TRAYNE OF", "IMAGINATIONS", prose("By consequence,")],
    ["Remembrance", prose("Sometimes a man seeks what he hath lost")],
    [
      "PART II. OF COMMON-WEALTH",
      "CHAPTER XVII. OF THE CAUSES, GENERATION, AND",
      "DEFINITION OF A",
      "COMMON-WEALTH",
      "The End Of Common-wealth, Particular Security",
      prose("The finall cause, end, or designe of men,"),
    ],
  ].map((lines) => lines.join("\n"));

  it("has its numbered chapters, not its margin notes, titled whole from their pages", () => {
    expect(planChapters(pages, outline, [], [], "Leviathan").chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["The Introduction", 1, 1],
      ["Of Sense", 2, 2],
      ["Of Imagination", 3, 4],
      ["Of the Consequence or Trayne of Imaginations", 5, 6],
      ["Of the Causes, Generation, and Definition of a Common-Wealth", 7, 7],
    ]);
  });

  it("keeps bookmarks in small letters as chapters when few of them stand beside its numbered ones", () => {
    const chapters = outline[0]!.items.filter((e) => !["Memory", "Dreams", "Trayne Of Thoughts Unguided"].includes(e.title));
    const titles = planChapters(pages, [{ ...outline[0]!, items: chapters }], [], [], "Leviathan").chapters.map((c) => c.title);
    expect(titles).toContain("Remembrance");
  });
});

describe("A chapter's number at the foot of its page", () => {
  it("takes its name from the bookmark overleaf and starts there (The Education of Henry Adams)", () => {
    const outline = [
      { title: "CHAPTER VIII", page: 1, items: [{ title: "DIPLOMACY (1861)", page: 1 }] },
      { title: "CHAPTER IX", page: 2, items: [{ title: "FOES OR FRIENDS (1862)", page: 3 }] },
      { title: "CHAPTER X", page: 4, items: [{ title: "POLITICAL MORALITY (1862)", page: 4 }] },
    ];
    const pages = [
      ["CHAPTER VIII", "DIPLOMACY (1861)", prose("On the morning of May 13, 1861,")],
      [prose("He meant to go home"), "CHAPTER IX"],
      ["FOES OR FRIENDS (1862)", prose("Of the year 1862 Henry Adams could never think without a shudder,")],
      ["CHAPTER X", "POLITICAL MORALITY (1862)", prose("On the side of the Legation,")],
    ].map((lines) => lines.join("\n"));
    expect(planChapters(pages, outline, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Diplomacy (1861)", 1, 2],
      ["Foes or Friends (1862)", 3, 3],
      ["Political Morality (1862)", 4, 4],
    ]);
  });

  it("without bookmarks, starts its chapter on the next page, named by the capitals there (Emerson's Nature)", () => {
    const pages = [
      ["CHAPTER I.", prose("To go into solitude,")],
      ["CHAPTER II.", "COMMODITY.", prose("Whoever considers the final cause of the world,"), "CHAPTER III."],
      ["BEAUTY.", prose("A nobler want of man is served by nature,")],
      ["CHAPTER IV.", "LANGUAGE.", prose("Language is a third use which Nature subserves to man,")],
    ].map((lines) => lines.join("\n"));
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Chapter I", 1],
      ["Commodity", 2],
      ["Beauty", 3],
      ["Language", 4],
    ]);
  });
});

describe("The Ethics", () => {
  it("has no chapter for its translator's credit", () => {
    const outline = [
      { title: "Translated from the Latin by R. H. M. Elwes", page: 1 },
      { title: "PART I. CONCERNING GOD.", page: 2 },
      { title: "PART II. ON THE NATURE AND ORIGIN OF THE MIND", page: 3 },
    ];
    const pages = outline.map(({ title }) => [title, prose("By that which is self-caused,")].join("\n"));
    expect(planChapters(pages, outline, []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Part I. Concerning God", 2],
      ["Part II. On the Nature and Origin of the Mind", 3],
    ]);
  });
});

describe("First words in capitals after 'A' or 'I'", () => {
  const book = {
    words: new Map([
      ["a", 400],
      ["i", 300],
      ["nobler", 1],
      ["flatter", 2],
      ["heaven", 3],
    ]),
    capitals: new Map([
      ["a", 120],
      ["i", 90],
    ]),
    titled: new Map<string, number>(),
  };

  it("keep 'A' and 'I' as words, and join a kerned pair only into a word the book writes", () => {
    expect(withCapitalsOpening("A NOBLER want of man is served by nature.", book)).toBe(
      "A nobler want of man is served by nature.",
    );
    expect(withCapitalsOpening("I FLATTER myself it has been clearly shown.", book)).toBe(
      "I flatter myself it has been clearly shown.",
    );
    expect(withCapitalsOpening("HEA VEN helps those who help themselves.", book)).toBe("Heaven helps those who help themselves.");
  });
});

describe("A snippet under a heading that only numbers its chapter", () => {
  it("is titled by the chapter, not 'CHAPTER II.' (Utilitarianism)", () => {
    const chapter = {
      title: "What Utilitarianism Is",
      sections: [
        {
          heading: "CHAPTER II.",
          paragraphs: [
            prose("The creed which accepts as the foundation of morals, Utility, holds that actions are right"),
            prose("By happiness is intended pleasure, and the absence of pain,"),
          ],
        },
      ],
    };
    expect(chapterSnippets(chapter, NO_GRAMMAR)[0]?.title).toBe("What Utilitarianism Is");
  });
});

describe("The Prince's notes under a paragraph", () => {
  // Chapter IX as Chromium prints the web edition: the notes' preformatted lines under the paragraph that marks them.
  const page = [
    "oppressed by his enemies or by the magistrates; wherein he would find himself very often",
    "deceived, as happened to the Gracchi in Rome and to Messer Giorgio Scali(+) in Florence. But",
    "granted a prince who has established himself as above, who can command, and is a man of",
    "courage, undismayed in adversity, who does not fail in other qualifications, and who, by his",
    "resolution and energy, keeps the whole people encouraged—such a one will never find himself",
    "deceived in them, and it will be shown that",
    "he has laid his foundations well.",
    "(*) Nabis, tyrant of Sparta, conquered by the Romans under",
    "Flamininus in 195 B.C.; killed 192 B.C.",
    "(+) Messer Giorgio Scali. This event is to be found in",
    `Machiavelli's "Florentine History," Book III.`,
    "These principalities are liable to danger when they are passing from the civil to the",
    "absolute order of government, for such princes either rule personally or through magistrates.",
  ].join("\n");
  const chapter = cleanChapter(
    [page],
    { title: "Concerning a Civil Principality", pageStart: 1, pageEnd: 1 },
    profileBook([page], []),
  );
  const text = chapter.sections.flatMap((section) => section.paragraphs).join("\n");

  it("leaves the notes out of the chapter, each line that runs on from a mark with it", () => {
    expect(text).not.toMatch(/Nabis|Flamininus|This event is to be found|Florentine History/);
  });

  it("leaves out a note under a full line of prose, where a page ends", () => {
    const end = [
      "as he had his own soldiers and allies, on such foundations he was able to build any edifice:",
      "thus, whilst he had endured much trouble in acquiring, he had but little in keeping.",
      "(*) Hiero II, born about 307 B.C., died 216 B.C.",
    ].join("\n");
    const kept = cleanChapter(
      [end],
      { title: "Concerning New Principalities", pageStart: 1, pageEnd: 1 },
      profileBook([page, end], []),
    );
    const paragraphs = kept.sections.flatMap((section) => section.paragraphs);
    expect(paragraphs.join(" ")).not.toContain("Hiero");
    expect(paragraphs.at(-1)).toMatch(/he had but little in keeping\.$/);
  });

  it("keeps the prose that ran into a note, without the note's first sentence (the plain text)", () => {
    const [section] = withoutMarkedNotes(
      [
        {
          paragraphs: [
            "(+) Charles VIII, King of France, born 1470, died 1498. King Louis was brought into Italy by the ambition of the Venetians, who desired to obtain half the state of Lombardy by his intervention.",
            "Let any one now consider with what little difficulty the king could have maintained his position in Italy.",
          ],
        },
      ],
      70,
    );
    expect(section!.paragraphs).toEqual([
      "King Louis was brought into Italy by the ambition of the Venetians, who desired to obtain half the state of Lombardy by his intervention.",
      "Let any one now consider with what little difficulty the king could have maintained his position in Italy.",
    ]);
  });

  it("keeps the prose around them", () => {
    expect(text).toMatch(/he has laid his foundations well\.$/m);
    expect(text).toMatch(/^These principalities are liable to danger/m);
  });
});
