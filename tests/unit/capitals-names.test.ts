import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterTexts } from "../support/printed-books";

/**
 * Paine's Common Sense printed from Project Gutenberg's text and HTML (docs/decisions/257): no numbers, no contents,
 * names in capitals wrapped over lines, one at a page's foot, one over a note's number.
 */

const prose = (words: string) =>
  `${words} and society in every state is a blessing, but government even in its best state is but a necessary evil.`;

const pages = [
  ["COMMON SENSE;", "addressed to the", "INHABITANTS", "of", "AMERICA,", "Common Sense", "By Thomas Paine", "INTRODUCTION."],
  [
    prose("Perhaps the sentiments contained in the following pages, are not yet sufficiently fashionable,"),
    "OF THE ORIGIN AND DESIGN OF GOVERNMENT IN GENERAL,",
    "WITH CONCISE REMARKS ON THE ENGLISH CONSTITUTION.",
    prose("Some writers have so confounded society with government, as to leave little or no distinction,"),
  ],
  [
    prose("Here then is the origin and rise of government,"),
    "OF MONARCHY AND HEREDITARY SUCCESSION.",
    prose("Mankind being equals,"),
  ],
  [
    prose("Of more worth is one honest man to society,"),
    "THOUGHTS ON THE PRESENT STATE OF AMERICAN",
    "AFFAIRS.",
    prose("In the following pages I offer nothing more than simple facts, plain arguments, and common sense,"),
  ],
  [prose("And the Continent will feel itself like a man who continues putting off some business,"), "APPENDIX.", "133"],
  [prose("Since the publication of the first edition of this pamphlet, the King's Speech made its appearance,")],
].map((lines) => lines.join("\n"));

describe("names in capitals wrapped over lines (Common Sense)", () => {
  const plan = planChapters(pages, [], []);

  it("reads each part by its whole name, at a page's foot and over a note's number too", () => {
    expect(plan.source).toBe("headings");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Introduction", 2, 2],
      ["Of the Origin and Design of Government in General, with Concise Remarks on the English Constitution", 2, 2],
      ["Of Monarchy and Hereditary Succession", 3, 3],
      ["Thoughts on the Present State of American Affairs", 4, 5],
      ["Appendix", 6, 6],
    ]);
  });

  it("reads each part from its prose", () => {
    const texts = chapterTexts(pages, plan.chapters);
    expect(texts[0]).toMatch(/^Perhaps the sentiments contained/);
    expect(texts[0]).not.toMatch(/ORIGIN|Some writers/);
    expect(texts[1]).toMatch(/^Some writers have so confounded society/);
    expect(texts[3]).toMatch(/^In the following pages I offer nothing more/);
    expect(texts[3]).not.toMatch(/AFFAIRS|APPENDIX/);
    expect(texts[4]).toMatch(/^Since the publication of the first edition/);
  });
});
