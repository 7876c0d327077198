import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";

/**
 * Chapter headings of books printed from Project Gutenberg's plain text that say "SECTION" or "CHAPTER." with a full
 * stop (docs/decisions/240): Hume's An Enquiry Concerning Human Understanding (sections I to XII, some over parts that
 * count from I again) and Locke's Second Treatise of Government (two short chapters on one page); and Hobbes's
 * Leviathan, whose long names wrap over two or three lines (docs/decisions/241).
 */

const prose = (words: string) =>
  `${words} All reasonings concerning matter of fact seem to be founded on the relation of Cause and Effect.`;

const titles = (pages: string[]) => planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);

describe("sections over parts of their own (Hume's Enquiry)", () => {
  const pages = [
    ["CONTENTS", "  I.    Of the different Species of Philosophy", "  II.   Of the Origin of Ideas", "  III.  Of Miracles"],
    ["SECTION I.", "OF THE DIFFERENT SPECIES OF PHILOSOPHY.", prose("1. Moral philosophy may be treated after two manners.")],
    ["SECTION II.", "OF THE ORIGIN OF IDEAS.", prose("11. Every one will readily allow a difference.")],
    ["SECTION III.", "OF MIRACLES.", "PART I.", prose("86. There is, in Dr. Tillotson's writings, an argument.")],
    ["PART II.", prose("92. In the foregoing reasoning we have supposed too much.")],
  ].map((lines) => lines.join("\n"));

  it("takes the sections as the chapters, named without their numbers, their parts inside them", () => {
    expect(titles(pages)).toEqual([
      ["Of the Different Species of Philosophy", 2, 2],
      ["Of the Origin of Ideas", 3, 3],
      ["Of Miracles", 4, 5],
    ]);
  });
});

describe("'CHAPTER.' with a full stop, two short chapters to a page (Locke's XVII and XVIII)", () => {
  const pages = [
    ["CHAPTER. I.", "OF POLITICAL POWER.", prose("Sect. 1. It having been shewn in the foregoing discourse.")],
    ["CHAPTER. II.", "OF THE STATE OF NATURE.", prose("Sect. 4. To understand political power right.")],
    [
      "CHAPTER. III.",
      "OF USURPATION.",
      prose("Sect. 197. As conquest may be called a foreign usurpation."),
      "CHAPTER. IV.",
      "OF TYRANNY.",
      prose("Sect. 199. As usurpation is the exercise of power, which another hath a right to."),
    ],
    ["CHAPTER. V.", "OF THE DISSOLUTION OF GOVERNMENT.", prose("Sect. 211. He that will with any clearness speak.")],
  ].map((lines) => lines.join("\n"));

  it("finds each chapter, both of those sharing a page", () => {
    expect(titles(pages).map(([title, start]) => [title, start])).toEqual([
      ["Of Political Power", 1],
      ["Of the State of Nature", 2],
      ["Of Usurpation", 3],
      ["Of Tyranny", 3],
      ["Of the Dissolution of Government", 4],
    ]);
  });
});

describe("long names wrapped over two or three lines (Leviathan)", () => {
  const pages = [
    ["CHAPTER I. OF REASON, AND SCIENCE.", prose("When a man Reasoneth, hee does nothing els but conceive a summe totall.")],
    [
      "CHAPTER II. OF THE INTERIOUR BEGINNINGS OF VOLUNTARY MOTIONS",
      "COMMONLY CALLED THE PASSIONS. AND THE SPEECHES BY WHICH THEY ARE",
      "EXPRESSED.",
      prose("There be in Animals, two sorts of Motions peculiar to them."),
    ],
    [
      "CHAPTER III",
      "OF THE RIGHTS OF THE KINGDOME OF GOD, IN ABRAHAM, MOSES, HIGH PRIESTS,",
      "AND THE KINGS OF JUDAH",
      prose("The Father of the Faithfull, and first in the Kingdome of God by Covenant, was Abraham."),
    ],
  ].map((lines) => lines.join("\n"));

  it("names each chapter with all of its name", () => {
    expect(titles(pages).map(([title]) => title)).toEqual([
      "Of Reason, and Science",
      "Of the Interiour Beginnings of Voluntary Motions Commonly Called the Passions. And the Speeches by Which They Are Expressed",
      "Of the Rights of the Kingdome of God, in Abraham, Moses, High Priests, and the Kings of Judah",
    ]);
  });
});
