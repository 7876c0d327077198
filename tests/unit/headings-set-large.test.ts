import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterTexts } from "../support/printed-books";

/**
 * The Prince printed from Project Gutenberg's HTML without bookmarks (docs/decisions/255): its headings set large wrap
 * over short lines in capitals, three short chapters share a page, and the contents wraps its entries too.
 */

const prose = (words: string) =>
  `${words} and a prince ought to have no other aim or thought, nor select anything else for his study, than war.`;

const pages = [
  [
    "CONTENTS",
    "CHAPTER I HOW MANY KINDS OF PRINCIPALITIES THERE ARE, AND BY",
    "WHAT MEANS THEY ARE ACQUIRED",
    "CHAPTER II CONCERNING HEREDITARY PRINCIPALITIES",
    "CHAPTER III CONCERNING MIXED PRINCIPALITIES",
    "CHAPTER IV AN EXHORTATION TO LIBERATE ITALY FROM THE",
    "BARBARIANS",
    "DESCRIPTION OF THE METHODS ADOPTED BY THE DUKE VALENTINO",
    "WHEN MURDERING VITELLOZZO VITELLI, OLIVEROTTO DA FERMO,",
    "THE SIGNOR PAGOLO, AND THE DUKE DI GRAVINA ORSINI",
    "THE LIFE OF CASTRUCCIO CASTRACANI OF LUCCA",
  ],
  [
    "CHAPTER I — HOW MANY KINDS OF",
    "PRINCIPALITIES THERE ARE, AND BY",
    "WHAT MEANS THEY ARE ACQUIRED",
    prose("All states, all powers, that have held and hold rule over men have been republics or principalities,"),
    "CHAPTER II — CONCERNING",
    "HEREDITARY PRINCIPALITIES",
    prose("I will leave out all discussion on republics, inasmuch as in another place I have written of them,"),
    "CHAPTER III — CONCERNING MIXED",
    "PRINCIPALITIES",
  ],
  [prose("But the difficulties occur in a new principality, which is not entirely new but a member,")],
  [
    prose("And whoever is the cause of another becoming powerful is ruined,"),
    "CHAPTER IV — AN EXHORTATION",
    "TO LIBERATE ITALY FROM THE",
  ],
  ["BARBARIANS", prose("Having carefully considered the subject of the above discourses,")],
  [
    "DESCRIPTION OF THE METHODS",
    "ADOPTED BY THE DUKE VALENTINO",
    "WHEN MURDERING VITELLOZZO",
    "VITELLI, OLIVEROTTO DA FERMO,",
    prose("The Duke Valentino had returned from Lombardy, where he had been to clear himself,"),
  ],
  ["THE LIFE OF CASTRUCCIO", "CASTRACANI OF LUCCA", prose("It appears, dearest Zanobi and Luigi, a wonderful thing,")],
].map((lines) => lines.join("\n"));

describe("headings set large over short lines in capitals (The Prince printed from the web)", () => {
  const plan = planChapters(pages, [], []);

  it("reads each chapter's whole name, three chapters on one page, and the works the contents lists after them", () => {
    expect(plan.source).toBe("headings");
    // The contents page lists three chapters named again later: no chapter of its own.
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["How Many Kinds of Principalities There Are, and by What Means They Are Acquired", 2, 2],
      ["Concerning Hereditary Principalities", 2, 2],
      // At the page's foot: its prose opens overleaf.
      ["Concerning Mixed Principalities", 3, 3],
      // Its name runs on overleaf; "BARBARIANS" is no work of its own, though the contents gives it a line.
      ["An Exhortation to Liberate Italy from the Barbarians", 4, 5],
      // A contents entry wrapped after a comma ("…DA FERMO,") goes on, and the work is printed over two lines.
      ["Description of the Methods Adopted by the Duke Valentino", 6, 6],
      ["The Life of Castruccio Castracani of Lucca", 7, 7],
    ]);
  });

  it("reads a chapter from its prose, not its name's lines", () => {
    const text = (i: number) => chapterTexts(pages, plan.chapters)[i]!;
    expect(text(1)).toMatch(/^I will leave out all discussion on republics/);
    expect(text(2)).toMatch(/^But the difficulties occur.*And whoever is the cause of another becoming powerful/);
    expect(text(2)).not.toMatch(/EXHORTATION|LIBERATE/);
    expect(text(3)).toMatch(/^Having carefully considered/);
  });
});

describe("headings set large over notes in the margin (Leviathan printed from the web)", () => {
  it("reads the name up to the first note, across a page break after a small word", () => {
    const book = [
      [
        "CHAPTER I. OF THOSE THINGS",
        "THAT WEAKEN, OR TEND TO THE",
        "DISSOLUTION OF",
        "A COMMON-WEALTH",
        "Dissolution Of Common-wealths Proceedeth From Imperfect Institution",
        prose("Though nothing can be immortall, which mortals make,"),
      ],
      [
        prose("The Nutrition of a Common-wealth consisteth in the Plenty,"),
        "CHAPTER II. OF THE NUTRITION,",
        "AND PROCREATION OF A COMMON-",
      ],
      ["WEALTH", "The Nourishment Of A Common-wealth", prose("As for the Plenty of Matter, it is a thing limited by Nature,")],
      [
        "CHAPTER III. OF POWER",
        "ECCLESIASTICALL",
        "Of The Holy Spirit",
        prose("For the understanding of Power Ecclesiasticall,"),
      ],
    ].map((lines) => lines.join("\n"));
    expect(planChapters(book, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of Those Things That Weaken, or Tend to the Dissolution of a Common-Wealth", 1],
      ["Of the Nutrition, and Procreation of a Common-Wealth", 2],
      ["Of Power Ecclesiasticall", 4],
    ]);
  });
});

describe("names wrapped after a word's hyphen or a small word (Veblen's 'Chapter Thirteen ~~ …')", () => {
  const said = (words: string) => prose(`${words} the leisure class lives by the industrial community rather than in it,`);
  const book = [
    ["Chapter One ~~ Introductory", said("The institution of a leisure class is found at the barbarian culture;")],
    [said("It has been recited in part in a later chapter,"), "Chapter Two ~~ Pecuniary Emulation", said("In the sequence,")],
    [
      said("And so the valuation of persons in respect of worth,"),
      "Chapter Three ~~ Survivals of the Non-",
      "Invidious Interests",
      said("In an increasing proportion as time goes on,"),
    ],
    [
      said("And to inculcate the self-regarding attitude,"),
      "Chapter Four ~~ The Higher Learning as",
      "an Expression of the Pecuniary Culture",
      said("To the end that suitable habits of thought may be conserved,"),
    ],
  ].map((lines) => lines.join("\n"));
  const plan = planChapters(book, [], []);

  it("reads each name whole", () => {
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Introductory", 1],
      ["Pecuniary Emulation", 2],
      ["Survivals of the Non-Invidious Interests", 3],
      ["The Higher Learning as an Expression of the Pecuniary Culture", 4],
    ]);
  });

  it("reads each chapter from its prose to the next one's name, on the page they share", () => {
    const texts = chapterTexts(book, plan.chapters);
    expect(texts[1]).toMatch(/^In the sequence, .* And so the valuation of persons in respect of worth, .* than war\.$/);
    expect(texts[2]).toMatch(/^In an increasing proportion .* And to inculcate the self-regarding attitude, .* than war\.$/);
    expect(texts[2]).not.toMatch(/Invidious Interests|Higher Learning/);
    expect(texts[3]).toMatch(/^To the end that suitable habits/);
  });
});
