import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterTexts } from "../support/printed-books";

/**
 * The Prince printed from Project Gutenberg's plain text (docs/decisions/256): after its last chapter come two more
 * works, each named in capitals over its byline, with no contents list to name them.
 */

const prose = (words: string) =>
  `${words} and a prince ought to have no other aim or thought, nor select anything else for his study, than war.`;

const pages = [
  ["CHAPTER I -- HOW MANY KINDS OF PRINCIPALITIES THERE ARE", prose("All states, all powers, that have held rule over men,")],
  ["CHAPTER II -- CONCERNING HEREDITARY PRINCIPALITIES", prose("I will leave out all discussion on republics,")],
  [
    prose("Thus the hereditary prince has less cause to offend,"),
    "DESCRIPTION OF THE METHODS ADOPTED BY THE DUKE VALENTINO WHEN MURDERING",
    "VITELLOZZO VITELLI, OLIVEROTTO DA FERMO, THE SIGNOR PAGOLO, AND THE DUKE",
    "DI GRAVINA ORSINI",
    "BY",
    "NICOLO MACHIAVELLI",
    prose("The Duke Valentino had returned from Lombardy, where he had been to clear himself,"),
  ],
  [
    prose("After which news, in the castle of Pieve, they also were strangled,"),
    "THE LIFE OF CASTRUCCIO CASTRACANI OF LUCCA",
    "WRITTEN BY NICOLO MACHIAVELLI",
    "And sent to his friends ZANOBI BUONDELMONTI And LUIGI ALAMANNI",
    prose("It appears, dearest Zanobi and Luigi, a wonderful thing to those who have considered the matter,"),
  ],
].map((lines) => lines.join("\n"));

describe("works appended after the last chapter (The Prince's plain text)", () => {
  const plan = planChapters(pages, [], []);

  it("reads each as a chapter of its own, named in full", () => {
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["How Many Kinds of Principalities There Are", 1, 1],
      ["Concerning Hereditary Principalities", 2, 2],
      [
        "Description of the Methods Adopted by the Duke Valentino When Murdering Vitellozzo Vitelli, Oliverotto Da Fermo, the Signor Pagolo, and the Duke Di Gravina Orsini",
        3,
        3,
      ],
      ["The Life of Castruccio Castracani of Lucca", 4, 4],
    ]);
  });

  it("reads each from its prose, without its byline, and ends the chapter before at its name", () => {
    const texts = chapterTexts(pages, plan.chapters);
    expect(texts[1]).toMatch(/Thus the hereditary prince has less cause to offend, .* than war\.$/);
    expect(texts[2]).toMatch(/^The Duke Valentino had returned from Lombardy/);
    expect(texts[2]).toMatch(/they also were strangled, .* than war\.$/);
    expect(texts[3]).toMatch(/^And sent to his friends/);
    for (const text of texts) expect(text).not.toMatch(/\bBY\b|MACHIAVELLI|DESCRIPTION|CASTRACANI OF LUCCA/);
  });

  it("takes no line in capitals over a line that is no byline ('BY THE PEOPLE') for a work", () => {
    const inscription = pages.map((page) =>
      page.replace("BY\nNICOLO MACHIAVELLI", "BY THE PEOPLE").replace("WRITTEN BY NICOLO MACHIAVELLI", "BY THE PEOPLE"),
    );
    expect(planChapters(inscription, [], []).chapters.map((c) => c.title)).toEqual([
      "How Many Kinds of Principalities There Are",
      "Concerning Hereditary Principalities",
    ]);
  });
});
