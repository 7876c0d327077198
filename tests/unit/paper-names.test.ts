import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterText, chapterTexts } from "../support/printed-books";

/**
 * The Federalist printed from Project Gutenberg's plain text (docs/decisions/254): each paper's number over its name in
 * title case, wrapped, with the subject it continues in brackets, then where and by whom it was printed and its
 * salutation. A reader's list of chapters names each paper; its text opens with the salutation and the paper's words.
 */

const opening = [
  "AFTER an unequivocal experience of the inefficacy of the",
  "subsisting federal government, you are called upon to deliberate on",
  "a new Constitution for the United States of America. The subject",
  "speaks its own importance; comprehending in its consequences",
  "nothing less than the existence of the UNION, the safety and welfare",
  "of the parts of which it is composed, the fate of an empire in many",
  "respects the most interesting in the world.",
];
const netherlands = [
  "THE United Netherlands are a confederacy of republics, or rather",
  "of aristocracies of a very remarkable texture, yet confirming all",
  "the lessons derived from those which we have already reviewed.",
  "The union is composed of seven coequal and sovereign states, and",
  "each state or province is a composition of equal and independent",
  "cities. In all important cases, not only the provinces but the",
  "cities must be unanimous.",
];
const salutation = "To the People of the State of New York:";

const pages = [
  ["FEDERALIST. No. 1", "General Introduction", "For the Independent Journal.", "HAMILTON", salutation, ...opening],
  [
    "FEDERALIST No. 2",
    "The Same Subject Continued",
    "(The Insufficiency of the Present Confederation to Preserve the",
    "Union)",
    "From the New York Packet.",
    "Tuesday, December 11, 1787.",
    "HAMILTON AND MADISON",
    salutation,
    ...netherlands,
    "PUBLIUS.",
    // The next paper's number ends the page; its name is overleaf.
    "FEDERALIST No. 3",
  ],
  [
    "The Necessity of a Government as Energetic as the One Proposed to",
    "the Preservation of the Union",
    "From the New York Packet.",
    "HAMILTON",
    salutation,
    ...netherlands.map((line) => line.replace("THE United", "THESE United")),
  ],
  [
    "The union is composed of seven coequal and sovereign states, and",
    "each state or province is a composition of equal and independent",
    "cities, and so the papers go on.",
    "PUBLIUS.",
    "FEDERALIST No. 4",
    "The Judiciary Continued",
    "From MCLEAN's Edition, New York.",
    "HAMILTON",
    salutation,
    ...opening.map((line) => line.replace("AFTER an", "AFTER a long")),
  ],
].map((lines) => lines.join("\n"));

describe("papers named under their numbers (The Federalist)", () => {
  const plan = planChapters(pages, [], []);

  it("names each paper by its number and the name under it, wrapped, overleaf, or with its subject in brackets", () => {
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Federalist No. 1: General Introduction", 1, 1],
      [
        "Federalist No. 2: The Same Subject Continued (The Insufficiency of the Present Confederation to Preserve the Union)",
        2,
        2,
      ],
      ["Federalist No. 3: The Necessity of a Government as Energetic as the One Proposed to the Preservation of the Union", 3, 3],
      ["Federalist No. 4: The Judiciary Continued", 4, 4],
    ]);
  });

  it("reads each paper from its salutation, without its number, name, newspaper or authors", () => {
    const texts = chapterTexts(pages, plan.chapters);
    // (The first word in capitals is lowered by the book's own words, which these few pages do not hold.)
    expect(texts[0]).toMatch(/^To the People of the State of New York: AFTER an unequivocal experience/i);
    expect(texts[1]).toMatch(/^To the People of the State of New York: THE United Netherlands are a confederacy/i);
    expect(texts[2]).toMatch(/^To the People of the State of New York: THESE United Netherlands/i);
    expect(texts[3]).toMatch(/^To the People of the State of New York: AFTER a long unequivocal experience/i);
    // The next paper's number at the foot of the page is not the paper before's last word.
    expect(texts[1]).toMatch(/cities must be unanimous\. PUBLIUS\.$/);
    expect(texts[2]).toMatch(/and so the papers go on\. PUBLIUS\.$/);
    for (const text of texts) expect(text).not.toMatch(/Federalist|Journal|Packet|McLEAN|HAMILTON|Continued|Preservation/i);
  });

  it("leaves a chapter whose number is over prose, or over another number, as numbered", () => {
    const prose = [
      "CHAPTER I",
      "It was the best of times, it was the worst of times, it was the age",
      "of wisdom, it was the age of foolishness, it was the epoch of belief.",
    ];
    const page = (n: string) => [...prose, ...prose].join("\n").replaceAll("CHAPTER I", `CHAPTER ${n}`);
    const titles = planChapters([page("I"), page("II"), page("III")], [], []).chapters.map((c) => c.title);
    expect(titles).toEqual(["Chapter I", "Chapter II", "Chapter III"]);
  });
});

describe("a paper's own opening before its numbered heads (The Federalist No. 62)", () => {
  it("keeps what follows the salutation, and a sentence over a line that ends 'of'", () => {
    const page = [
      "FEDERALIST No. 62",
      "The Senate",
      "For the Independent Journal.",
      "MADISON",
      salutation,
      "HAVING examined the constitution of the House of",
      "Representatives, and answered such of the objections against it as",
      "seemed to merit notice, I enter next on the examination of the",
      "Senate.",
      "The heads into which this member of the government may be",
      "considered are: I. The qualification of senators; II. The",
      "appointment of them by the State legislatures.",
      "I. The qualifications proposed for senators, as distinguished",
      "from those of representatives, consist in a more advanced age and a",
      "longer period of citizenship. A senator must be thirty years of age",
      "at least; as a representative must be twenty-five.",
    ].join("\n");
    const text = chapterText([page], "Federalist No. 62: The Senate", 1, 1);
    expect(text).toMatch(
      /^To the People of the State of New York: Having examined the constitution of the House of Representatives, and answered/,
    );
    expect(text).toContain("appointment of them by the State legislatures. The qualifications proposed for senators");
  });
});
