import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { isProseSentence } from "../../worker/services/summarizer/sentences";

/**
 * Darwin and a public-speaking manual printed from Project Gutenberg (docs/decisions/216): The Art of Public Speaking
 * (a "Questions and Exercises" section bookmarked after every chapter), The Autobiography of Charles Darwin (headings
 * in capitals, one in quotation marks, one cut off before its year) and The Descent of Man from plain text (its
 * notes' references among the prose).
 */

const prose = (words: string) =>
  `${words} and the speaker who knows his subject will find that his audience follows him from the first word to the last.`;

describe("The Art of Public Speaking", () => {
  it("has no chapter for the questions and exercises after each chapter", () => {
    const outline = [
      { title: "ACQUIRING CONFIDENCE BEFORE AN AUDIENCE", page: 1 },
      { title: "QUESTIONS AND EXERCISES.", page: 2 },
      { title: "THE SIN OF MONOTONY", page: 3 },
      { title: "QUESTIONS AND EXERCISES", page: 4 },
      { title: "EFFICIENCY THROUGH CHANGE OF PITCH", page: 5 },
    ];
    const pages = outline.map(({ title }) => [title, prose("Confidence")].join("\n"));
    expect(planChapters(pages, outline, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Acquiring Confidence Before an Audience", 1, 1],
      ["The Sin of Monotony", 3, 3],
      ["Efficiency Through Change of Pitch", 5, 5],
    ]);
  });

  it("reads a section every third chapter or more shares as the end of the chapter before it", () => {
    const titles = ["Tempo", "Selections for Practice", "Pitch", "Selections for Practice", "Pause", "Selections for Practice"];
    const outline = [...titles, "Force", "Voice"].map((title, i) => ({ title, page: i + 1 }));
    const pages = outline.map(({ title }) => [title, prose("Tempo")].join("\n"));
    expect(planChapters(pages, outline, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Tempo", 1, 2],
      ["Pitch", 3, 4],
      ["Pause", 5, 6],
      ["Force", 7, 7],
      ["Voice", 8, 8],
    ]);
  });

  it("shows no sentence that points at the selections it exercises", () => {
    expect(isProseSentence("In the following selections secure emphasis by means of long falling inflections.")).toBe(false);
  });
});

describe("The Autobiography of Charles Darwin", () => {
  const outline = [
    { title: "CAMBRIDGE 1828-1831.", page: 1 },
    { title: "\"VOYAGE OF THE 'BEAGLE' FROM DECEMBER 27, 1831, TO OCTOBER 2, 1836.\"", page: 2 },
    { title: "FROM MY RETURN TO ENGLAND (OCTOBER 2, 1836) TO MY MARRIAGE (JANUARY 29,", page: 3 },
    { title: "MY SEVERAL PUBLICATIONS.", page: 4 },
    { title: "WRITTEN MAY 1ST, 1881.", page: 5 },
  ];
  const pages = [
    ["CAMBRIDGE 1828-1831.", prose("After having spent two sessions in Edinburgh,")],
    ["\"VOYAGE OF THE 'BEAGLE' FROM DECEMBER 27, 1831, TO", 'OCTOBER 2, 1836."', prose("The voyage of the Beagle")],
    ["FROM MY RETURN TO ENGLAND", "(OCTOBER 2, 1836) TO MY", "MARRIAGE (JANUARY 29,", "1839.)", prose("These two years")],
    ["MY SEVERAL PUBLICATIONS.", prose("In the early part of 1844,")],
    ["WRITTEN MAY 1ST, 1881.", prose("My several publications")],
  ].map((lines) => lines.join("\n"));

  it("keeps a heading in quotation marks set as its neighbours are, reads a title cut before its year whole; a full stop ending most titles goes", () => {
    expect(planChapters(pages, outline, []).chapters.map((c) => c.title)).toEqual([
      "Cambridge 1828-1831",
      "Voyage of the 'Beagle' from December 27, 1831, to October 2, 1836",
      "From My Return to England (October 2, 1836) to My Marriage (January 29, 1839.)",
      "My Several Publications",
      "Written May 1st, 1881",
    ]);
  });
});

describe("The Descent of Man's notes", () => {
  it("are references, not sentences to show", () => {
    for (const reference of [
      "See the evidence on those points, as given by Lubbock, 'Prehistoric Times,' p.",
      "Gould, 'Handbook of the Birds of Australia,' 1865, vol. ii. p.",
      "See my 'Variation of Animals and Plants under Domestication,' vol. ii. p.",
    ])
      expect(isProseSentence(reference), reference).toBe(false);
    expect(isProseSentence("No two individuals of the same race are quite alike, as every breeder of animals knows.")).toBe(true);
  });
});
