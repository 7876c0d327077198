import { describe, expect, it } from "vitest";
import { footHeading } from "../../worker/jobs/chapter-bookmarks";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";

/**
 * Headings of books printed from Project Gutenberg's plain text that no rule read before (docs/decisions/242): The
 * Wealth of Nations (books whose long names wrap over three lines, a book's, its first chapter's and that chapter's
 * first part's headings on one page), Dewey's How We Think ("CHAPTER THIRTEEN"), The Federalist ("FEDERALIST No.
 * 10") and More's Utopia (names in capitals, no numbers, no contents, and paragraphs of a quotation each opening with
 * a quotation mark); Russell's The Analysis of Mind ("LECTURE I.", decision 243); Malthus's "Preface" and
 * Wollstonecraft's names over four lines (decision 245).
 */

const prose = (words: string) =>
  `${words} The annual labour of every nation is the fund which originally supplies it with all the necessaries of life.`;

const titles = (pages: string[]) => planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);

describe("books over chapters that count from I again (The Wealth of Nations)", () => {
  const pages = [
    ["INTRODUCTION AND PLAN OF THE WORK.", prose("According, therefore, as this produce bears a greater proportion.")],
    [
      "BOOK I. OF THE CAUSES OF IMPROVEMENT IN THE PRODUCTIVE POWERS OF LABOUR,",
      "AND OF THE ORDER ACCORDING TO WHICH ITS PRODUCE IS NATURALLY DISTRIBUTED",
      "AMONG THE DIFFERENT RANKS OF THE PEOPLE.",
      "CHAPTER I. OF THE DIVISION OF LABOUR.",
      prose("The greatest improvements in the productive powers of labour."),
    ],
    ["CHAPTER II. OF THE PRINCIPLE WHICH GIVES OCCASION TO THE DIVISION OF LABOUR.", prose("This division of labour.")],
    [
      prose("It is the necessary consequence of a certain propensity in human nature."),
      "CHAPTER III. OF THE RISE AND PROGRESS OF CITIES AND TOWNS, AFTER THE",
    ],
    ["FALL OF THE ROMAN EMPIRE.", prose("The inhabitants of cities and towns were not more favoured.")],
    [
      "BOOK II.",
      "OF THE REVENUE OF THE SOVEREIGN OR COMMONWEALTH",
      "CHAPTER I. OF THE EXPENSES OF THE SOVEREIGN OR COMMONWEALTH.",
      "PART I. Of the Expense of Defence.",
      prose("The first duty of the sovereign, that of protecting the society, can be performed only by a military force."),
    ],
    ["CHAPTER II. OF THE SOURCES OF THE GENERAL OR PUBLIC REVENUE.", prose("The revenue must defray the expense.")],
  ].map((lines) => lines.join("\n"));

  it("finds the introduction and each book's chapters, their names whole", () => {
    expect(titles(pages)).toEqual([
      ["Introduction and Plan of the Work", 1, 1],
      ["Of the Division of Labour", 2, 2],
      ["Of the Principle Which Gives Occasion to the Division of Labour", 3, 4],
      ["Of the Rise and Progress of Cities and Towns, After the Fall of the Roman Empire", 5, 5],
      ["Of the Expenses of the Sovereign or Commonwealth", 6, 6],
      ["Of the Sources of the General or Public Revenue", 7, 7],
    ]);
  });
});

describe("chapters numbered in words past twelve (How We Think)", () => {
  const numbers = "ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE THIRTEEN FOURTEEN".split(" ");
  const pages = numbers.map((number, k) =>
    [
      `CHAPTER ${number}`,
      k === 12 ? "LANGUAGE AND THE TRAINING OF THOUGHT" : `THE ${number} STEPS OF THOUGHT`,
      prose("Men think."),
    ].join("\n"),
  );

  it("names each by the line in capitals under its number", () => {
    expect(titles(pages).slice(-2)).toEqual([
      ["Language and the Training of Thought", 13, 13],
      ["The Fourteen Steps of Thought", 14, 14],
    ]);
  });

  it("titles no section by a bookmark that only numbers the chapter ('CHAPTER ONE' over its name)", () => {
    const page = ["CHAPTER ONE", "WHAT IS THOUGHT?", prose("No words are oftener on our lips than thinking.")].join("\n");
    const chapter = { title: "What Is Thought?", pageStart: 1, pageEnd: 1 };
    const outline = [{ title: "CHAPTER ONE", page: 1 }];
    const sections = cleanChapter([page], chapter, profileBook([page], []), outline).sections;
    expect(sections.map((section) => section.heading)).toEqual([null]);
  });

  it("reads a heading at a page's foot over the printed book's page marks ('[Pg 27]')", () => {
    const page = [prose("The formation of these habits is the Training of Mind."), "CHAPTER THREE", "[Pg 27]", "[Pg 28]"].join(
      "\n",
    );
    expect(footHeading(page, "CHAPTER THREE")).toBe("CHAPTER THREE");
  });
});

describe("papers numbered 'FEDERALIST No. 1' (The Federalist)", () => {
  it("takes each paper as a chapter", () => {
    const pages = [1, 2, 3].map((n) =>
      [
        `FEDERALIST No. ${n}`,
        "General Introduction",
        "HAMILTON",
        "To the People of the State of New York:",
        prose("AFTER an unequivocal experience."),
      ].join("\n"),
    );
    expect(titles(pages)).toEqual([
      ["Federalist No. 1: General Introduction", 1, 1],
      ["Federalist No. 2: General Introduction", 2, 2],
      ["Federalist No. 3: General Introduction", 3, 3],
    ]);
  });

  it("takes a paper whose series name ends in a full stop ('FEDERALIST. No. 1', as one edition prints the first)", () => {
    const pages = [1, 2, 3].map((n) =>
      [`FEDERALIST${n === 1 ? "." : ""} No. ${n}`, "General Introduction", prose("AFTER an unequivocal experience.")].join("\n"),
    );
    expect(titles(pages).map(([, start]) => start)).toEqual([1, 2, 3]);
  });
});

describe("a paper's first words in capitals after its salutation (The Federalist)", () => {
  it("reads them as a sentence, though its heading matter ran into one paragraph", () => {
    const page = [
      "General View of the Powers Conferred by The Constitution, in a Series",
      "For the Independent Journal. Saturday, January 19, 1788, as printed in",
      "MADISON",
      "To the People of the State of New York:",
      "THE Constitution proposed by the convention may be considered under",
      "two general points of view. The first relates to the sum or quantity",
      "of power which it vests in the government, including the restraints",
      "imposed on the States. The second, to the particular structure of the",
      "government, and the distribution of this power among its branches.",
    ].join("\n");
    const chapter = { title: "Federalist No. 41", pageStart: 1, pageEnd: 1 };
    const paragraphs = cleanChapter([page], chapter, profileBook([page], [])).sections.flatMap((s) => s.paragraphs);
    expect(paragraphs.at(-1)).toMatch(/^The Constitution proposed by the convention/);
  });
});

describe("names in capitals without numbers or contents (Utopia)", () => {
  const quoted = [
    '"He that knows one of their towns knows them all--they are so like one',
    "another, except where the situation makes some difference. I shall",
    "therefore describe one of them, and none is so proper as Amaurot; for as",
    "none is more eminent, so there was none of them better known to me, and I",
    "them better known to me, I having lived five years all together in it.",
    '"It lies upon the side of a hill, or, rather, a rising ground. Its',
    "figure is almost square, for from the one side of it, which shoots up",
    "almost to the top of the hill, it runs down, in a descent for two miles,",
    "to the river Anider; but it is a little broader the other way that runs",
    "along by the bank of that river, which rises about eighty miles above.",
  ];
  const pages = [
    ["UTOPIA", "INTRODUCTION", prose("Sir Thomas More, son of Sir John More, was born in 1478.")],
    [prose("More Erasmus wrote of his book that a burgomaster of Antwerp knew it all by heart.")],
    ["DISCOURSES OF RAPHAEL HYTHLODAY, OF THE BEST STATE OF A COMMONWEALTH", prose("Henry VIII., the unconquered King.")],
    [prose("They commonly despatch it all in one day."), "OF THEIR TOWNS, PARTICULARLY OF AMAUROT", ...quoted],
    ["OF THEIR MAGISTRATES", prose('"Thirty families choose every year a magistrate."')],
  ].map((lines) => lines.join("\n"));

  it("takes each name as a chapter's heading", () => {
    expect(titles(pages).map(([title, start]) => [title, start])).toEqual([
      ["Introduction", 1],
      ["Discourses of Raphael Hythloday, of the Best State of a Commonwealth", 3],
      ["Of Their Towns, Particularly of Amaurot", 4],
      ["Of Their Magistrates", 5],
    ]);
  });

  it("opens a paragraph at each quotation mark after a full line that ends a sentence", () => {
    const page = ["OF THEIR TOWNS, PARTICULARLY OF AMAUROT", ...quoted].join("\n");
    const chapter = { title: "Of Their Towns, Particularly of Amaurot", pageStart: 1, pageEnd: 1 };
    const paragraphs = cleanChapter([page], chapter, profileBook([page], [])).sections.flatMap((s) => s.paragraphs);
    expect(paragraphs.map((paragraph) => paragraph.slice(0, 30))).toEqual([
      "He that knows one of their tow",
      "It lies upon the side of a hil",
    ]);
  });
});

describe("lectures (The Analysis of Mind)", () => {
  it("takes each lecture as a chapter, named without its number", () => {
    const pages = ['RECENT CRITICISMS OF "CONSCIOUSNESS"', "INSTINCT AND HABIT", "DESIRE AND FEELING"].map((name, k) =>
      [`LECTURE ${"I".repeat(k + 1)}. ${name}`, prose("There are certain occurrences which we call mental.")].join("\n"),
    );
    expect(titles(pages)).toEqual([
      ['Recent Criticisms of "Consciousness"', 1, 1],
      ["Instinct and Habit", 2, 2],
      ["Desire and Feeling", 3, 3],
    ]);
  });
});

describe("a preface headed in small letters, chapters named over four lines (Malthus, Wollstonecraft)", () => {
  it("takes 'Preface' alone on its line before the first chapter as a chapter", () => {
    const pages = [
      "An Essay on the Principle of Population\nThomas Malthus\n1798",
      `Preface\n${prose("The following Essay owes its origin to a conversation with a friend.")}`,
      ...[1, 2, 3].map((n) => `CHAPTER ${n}\n${prose("Population, when unchecked, increases in a geometrical ratio.")}`),
    ];
    expect(titles(pages)).toEqual([
      ["Preface", 2, 2],
      ["Chapter 1", 3, 3],
      ["Chapter 2", 4, 4],
      ["Chapter 3", 5, 5],
    ]);
  });

  it("reads a name under its chapter's number over a fourth line when the third is cut off", () => {
    const pages = [
      `CHAPTER 1.\nTHE RIGHTS AND INVOLVED DUTIES OF MANKIND CONSIDERED.\n${prose("In the present state of society.")}`,
      [
        "CHAPTER 2.",
        "SOME INSTANCES OF THE FOLLY WHICH THE IGNORANCE OF WOMEN GENERATES;",
        "WITH CONCLUDING REFLECTIONS ON THE MORAL IMPROVEMENT THAT A",
        "REVOLUTION IN FEMALE MANNERS MIGHT NATURALLY BE EXPECTED TO",
        "PRODUCE.",
        prose("There are many follies, in some degree, peculiar to women."),
      ].join("\n"),
    ];
    expect(titles(pages).map(([title]) => title)).toEqual([
      "The Rights and Involved Duties of Mankind Considered",
      "Some Instances of the Folly Which the Ignorance of Women Generates; with Concluding Reflections on the Moral Improvement That a Revolution in Female Manners Might Naturally Be Expected to Produce",
    ]);
  });
});
