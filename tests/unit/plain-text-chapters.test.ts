import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterText } from "../support/printed-books";

/**
 * The chapters of books printed from Project Gutenberg's plain text, without bookmarks (docs/decisions/222): Le Bon's
 * The Crowd (three books whose chapters each number from I, a chapter's list of its sections under its heading),
 * Lippmann's Public Opinion (each part's own list of its chapters, with ditto marks), Taylor's The Principles of
 * Scientific Management (an introduction and two chapters), Emerson's Nature (an introduction on the contents page);
 * and (docs/decisions/228, 230, 232) Mill's Utilitarianism (its first chapter on the contents page), Veblen's The
 * Theory of the Leisure Class ("Chapter One ~~ Introductory"), Okakura's The Book of Tea ("II. The Schools of Tea."),
 * Du Bois's The Souls of Black Folk and Bennett's How to Live on 24 Hours a Day (a numeral over the title, which may be
 * overleaf), The Descent of Man (a contents list from a page's foot), Machiavelli's The Prince ("CHAPTER I -- HOW MANY
 * KINDS…", wrapped) and Thoreau's Walden (chapters named only by its contents), each between Project Gutenberg's header
 * and licence. How their text reads: ./plain-text-prose.test.ts.
 */

const prose = (words: string) =>
  `${words} is the criterion of right and wrong, and neither thinkers nor mankind at large seem nearer to agreement.`;

const titles = (pages: string[]) => planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);

describe("The Crowd", () => {
  const pages = [
    [
      "CONTENTS",
      "INTRODUCTION",
      "THE ERA OF CROWDS",
      "BOOK I",
      "THE MIND OF CROWDS",
      "CHAPTER I",
      "GENERAL CHARACTERISTICS OF CROWDS",
      "CHAPTER II",
      "THE SENTIMENTS AND MORALITY OF CROWDS",
      "BOOK II",
      "THE OPINIONS AND BELIEFS OF CROWDS",
      "CHAPTER I",
      "REMOTE FACTORS OF THE OPINIONS AND BELIEFS OF CROWDS",
      "CHAPTER II",
      "THE LEADERS OF CROWDS",
      "INTRODUCTION. THE ERA OF CROWDS.",
      prose("The era of crowds"),
    ].join("\n"),
    [
      "BOOK I",
      "THE MIND OF CROWDS",
      "CHAPTER I",
      "GENERAL CHARACTERISTICS OF CROWDS.--PSYCHOLOGICAL LAW OF THEIR",
      "MENTAL UNITY.",
    ].join("\n"),
    prose("A psychological crowd"),
    [
      "CHAPTER II",
      "THE SENTIMENTS AND MORALITY OF CROWDS",
      "1. IMPULSIVENESS, MOBILITY, AND IRRITABILITY OF CROWDS.",
      "2. CROWDS ARE CREDULOUS AND READILY INFLUENCED BY SUGGESTION.",
      "3. THE EXAGGERATION AND INGENUOUSNESS OF THE SENTIMENTS OF CROWDS.",
      prose("Impulsiveness"),
    ].join("\n"),
    ["2. THE SUGGESTIBILITY AND CREDULITY OF CROWDS.", prose("Credulity")].join("\n"),
    [
      "BOOK II",
      "THE OPINIONS AND BELIEFS OF CROWDS",
      "CHAPTER I",
      "REMOTE FACTORS OF THE OPINIONS AND BELIEFS OF CROWDS",
      prose("Race"),
    ].join("\n"),
    ["CHAPTER II", "THE LEADERS OF CROWDS", prose("Prestige")].join("\n"),
  ];

  it("finds each book's chapters, numbered from I again, and the introduction after the contents", () => {
    expect(titles(pages)).toEqual([
      ["Introduction. The Era of Crowds", 1, 1],
      ["General Characteristics of Crowds.—Psychological Law of Their Mental Unity", 2, 3],
      ["The Sentiments and Morality of Crowds", 4, 5],
      ["Remote Factors of the Opinions and Beliefs of Crowds", 6, 6],
      ["The Leaders of Crowds", 7, 7],
    ]);
  });

  it("does not restart at a part that does not follow the last one", () => {
    const again = [...pages.slice(0, 5), pages[5]!.replace("BOOK II", "BOOK I"), pages[6]!];
    expect(titles(again).map(([title]) => title)).not.toContain("Remote Factors of the Opinions and Beliefs of Crowds");
  });
});

describe("Public Opinion", () => {
  const pages = [
    ["CONTENTS", "PART I. INTRODUCTION", "PART II. APPROACHES TO THE WORLD OUTSIDE", "PART III. STEREOTYPES"].join("\n"),
    [
      "PART I",
      "INTRODUCTION",
      "CHAPTER I",
      "THE WORLD OUTSIDE AND THE PICTURES",
      "IN OUR HEADS",
      "CHAPTER I. INTRODUCTION",
      "THE WORLD OUTSIDE AND THE PICTURES",
      "IN OUR HEADS",
      prose("An island"),
    ].join("\n"),
    [
      "PART II",
      "APPROACHES TO THE WORLD OUTSIDE",
      "CHAPTER 2. CENSORSHIP AND PRIVACY",
      '   "    3. CONTACT AND OPPORTUNITY',
      "CHAPTER II",
      "CENSORSHIP AND PRIVACY",
      prose("Censorship"),
    ].join("\n"),
    ["CHAPTER III", "CONTACT AND OPPORTUNITY", prose("Contact")].join("\n"),
  ];

  it("starts a part's chapters at their headings, not at the part's list of them", () => {
    expect(titles(pages)).toEqual([
      ["The World Outside and the Pictures in Our Heads", 2, 2],
      ["Censorship and Privacy", 3, 3],
      ["Contact and Opportunity", 4, 4],
    ]);
  });
});

describe("The Principles of Scientific Management", () => {
  it("has an introduction and two chapters, each called one", () => {
    const pages = [
      ["THE PRINCIPLES OF SCIENTIFIC MANAGEMENT", "INTRODUCTION", prose("National efficiency")].join("\n"),
      ["CHAPTER I", "FUNDAMENTALS OF SCIENTIFIC MANAGEMENT", prose("Maximum prosperity")].join("\n"),
      prose("Soldiering"),
      ["CHAPTER II", "THE PRINCIPLES OF SCIENTIFIC MANAGEMENT", prose("Initiative and incentive")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["Introduction", 1, 1],
      ["Fundamentals of Scientific Management", 2, 3],
      ["The Principles of Scientific Management", 4, 4],
    ]);
    // Two numbered lines that do not say "Chapter" are a list, not a book's chapters.
    expect(planChapters([pages[0]!, `1. FIRST\n${prose("A")}`, `2. SECOND\n${prose("B")}`], [], []).source).toBe("blocks");
  });
});

describe("Nature", () => {
  it("opens with the introduction printed under the contents on the same page", () => {
    const pages = [
      [
        "CONTENTS",
        "INTRODUCTION 1",
        "CHAPTER I. NATURE 8",
        "CHAPTER II. COMMODITY 10",
        "CHAPTER III. BEAUTY 13",
        "INTRODUCTION.",
        prose("Our age"),
      ].join("\n"),
      ["CHAPTER I.", "NATURE.", prose("Solitude")].join("\n"),
      ["CHAPTER II.", "COMMODITY.", prose("Commodity")].join("\n"),
      ["CHAPTER III.", "BEAUTY.", prose("Beauty")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["Introduction", 1, 1],
      ["Nature", 2, 2],
      ["Commodity", 3, 3],
      ["Beauty", 4, 4],
    ]);
  });
});

const gutenberg = (pages: string[]) => [
  ["The Project Gutenberg EBook of Utilitarianism, by John Stuart Mill", prose("This eBook is for the use of anyone")].join("\n"),
  ["*** START OF THIS PROJECT GUTENBERG EBOOK UTILITARIANISM ***", "UTILITARIANISM."].join("\n"),
  ...pages,
  [
    "End of the Project Gutenberg EBook of Utilitarianism, by John Stuart Mill",
    "*** END OF THIS PROJECT GUTENBERG EBOOK ***",
  ].join("\n"),
  prose("Section 1. General Terms of Use and Redistributing Project Gutenberg-tm"),
];

describe("Chapters a contents page lists, numbered below it", () => {
  it("starts the first chapter under the contents on the same page, at its number again", () => {
    const pages = gutenberg([
      [
        "CONTENTS.",
        "CHAPTER I. GENERAL REMARKS",
        "CHAPTER II. WHAT UTILITARIANISM IS",
        "CHAPTER III. OF THE ULTIMATE SANCTION OF THE PRINCIPLE OF UTILITY",
        "CHAPTER I.",
        "GENERAL REMARKS.",
        prose("The criterion"),
      ].join("\n"),
      ["CHAPTER II.", "WHAT UTILITARIANISM IS.", prose("Utility")].join("\n"),
      ["CHAPTER III.", "OF THE ULTIMATE SANCTION OF THE PRINCIPLE OF UTILITY.", prose("Sanction")].join("\n"),
    ]);
    expect(titles(pages)).toEqual([
      ["General Remarks", 3, 3],
      ["What Utilitarianism Is", 4, 4],
      ["Of the Ultimate Sanction of the Principle of Utility", 5, 6],
    ]);
  });

  it("reads a chapter's number spelled out, and a Roman numeral's name in title case", () => {
    const veblen = ["One ~~ Introductory", "Two ~~ Pecuniary Emulation", "Three ~~ Conspicuous Leisure"];
    expect(titles(veblen.map((heading) => `Chapter ${heading}\n${prose("Leisure")}`)).map(([title]) => title)).toEqual([
      "Introductory",
      "Pecuniary Emulation",
      "Conspicuous Leisure",
    ]);
    const tea = ["I. The Cup of Humanity", "II. The Schools of Tea.", "III. Taoism and Zennism", "IV. The Tea-Room"];
    expect(titles(tea.map((heading) => `${heading}\n${prose("Tea")}`)).map(([title]) => title)).toEqual([
      "The Cup of Humanity",
      "The Schools of Tea",
      "Taoism and Zennism",
      "The Tea-Room",
    ]);
    // A sentence after a numeral is no title: the text's own list of points.
    const points = ["I. The army marched north at dawn.", "II. The town fell.", "III. Then the rains came in."];
    expect(
      planChapters(
        points.map((point) => `${point}\n${prose("War")}`),
        [],
        [],
      ).source,
    ).toBe("blocks");
  });

  it("reads a numeral on a line of its own as numbering the title under it, overleaf too", () => {
    const pages = [
      ["CONTENTS", "I. Of Our Spiritual Strivings", "II. Of the Dawn of Freedom", "III. Of the Black Belt"].join("\n"),
      ["I", "Of Our Spiritual Strivings", prose("Between me and the other world"), "II"].join("\n"),
      ["Of the Dawn of Freedom", prose("The problem of the twentieth century")].join("\n"),
      ["III", "Of the Black Belt", prose("Out of the North the train thundered")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["Of Our Spiritual Strivings", 2, 2],
      ["Of the Dawn of Freedom", 3, 3],
      ["Of the Black Belt", 4, 4],
    ]);
  });
});

describe("The Prince", () => {
  it("reads headings after a double hyphen, wrapped in capitals and long, and ends a chapter at the next on its page", () => {
    const pages = [
      [
        "CHAPTER I -- HOW MANY KINDS OF PRINCIPALITIES THERE ARE, AND BY WHAT",
        "MEANS THEY ARE ACQUIRED",
        prose("All states, all powers"),
        "CHAPTER II -- CONCERNING HEREDITARY PRINCIPALITIES",
        prose("I will leave out all discussion on republics"),
      ].join("\n"),
      [
        "CHAPTER III -- WHY THE KINGDOM OF DARIUS, CONQUERED BY ALEXANDER, DID NOT",
        "REBEL AGAINST THE SUCCESSORS OF ALEXANDER AT HIS DEATH",
        prose("Considering the difficulties"),
      ].join("\n"),
      ["CHAPTER IV -- THAT WHICH CONCERNS A PRINCE ON THE SUBJECT OF THE ART OF", "WAR", prose("A prince ought")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["How Many Kinds of Principalities There Are, and by What Means They Are Acquired", 1, 1],
      ["Concerning Hereditary Principalities", 1, 1],
      ["Why the Kingdom of Darius, Conquered by Alexander, Did Not Rebel Against the Successors of Alexander at His Death", 2, 2],
      ["That Which Concerns a Prince on the Subject of the Art of War", 3, 3],
    ]);
    const first = chapterText(
      pages,
      "How Many Kinds of Principalities There Are, and by What Means They Are Acquired",
      1,
      1,
      "Concerning Hereditary Principalities",
    );
    expect(first).toMatch(/^All states, all powers/);
    expect(first).not.toContain("republics");
    expect(chapterText(pages, "Concerning Hereditary Principalities", 1, 1)).toMatch(/^I will leave out all discussion/);
  });
});

describe("Chapters named only by the contents (Walden)", () => {
  const contents = ["WALDEN", "By Henry David Thoreau", "Contents", "=WALDEN=", "Economy", "Where I Lived, and What I Lived For"];
  it("start where each title the contents lists is printed again, in its order", () => {
    const pages = [
      [...contents, "Reading", "Sounds", "WALDEN", "Economy", prose("When I wrote the following pages")].join("\n"),
      prose("Most men appear never to have considered what a house is"),
      ["Where I Lived, and What I Lived For", prose("At a certain season of our life")].join("\n"),
      ["Reading", prose("With a little more deliberation")].join("\n"),
      ["Sounds", prose("But while we are confined to books")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["Economy", 1, 2],
      ["Where I Lived, and What I Lived For", 3, 3],
      ["Reading", 4, 4],
      ["Sounds", 5, 5],
    ]);
  });

  it("are not found in titles the book does not print again", () => {
    const pages = [[...contents, "Reading", prose("When I wrote the following pages")].join("\n"), prose("Sounds")];
    expect(planChapters(pages, [], []).source).toBe("blocks");
  });
});

describe("A contents list that starts at a page's foot (The Descent of Man)", () => {
  it("is contents too, so the book starts at its introduction and its first chapter's own heading", () => {
    const pages = [
      ["CONTENTS.", "INTRODUCTION.", "PART I. THE DESCENT OR ORIGIN OF MAN.", "CHAPTER I."].join("\n"),
      [
        ...["The Evidence of the Descent of Man.", "CHAPTER II.", "On the Manner of Development of Man."],
        ...["CHAPTER III.", "Comparison of the Mental Powers.", "CHAPTER IV.", "The Moral Sense."],
      ].join("\n"),
      ["INTRODUCTION.", prose("The nature of the following work")].join("\n"),
      ["PART I. THE DESCENT OR ORIGIN OF MAN.", "CHAPTER I.", "THE EVIDENCE OF THE DESCENT OF MAN.", prose("He")].join("\n"),
      ["CHAPTER II.", "ON THE MANNER OF DEVELOPMENT OF MAN.", prose("Variability")].join("\n"),
      ["CHAPTER III.", "COMPARISON OF THE MENTAL POWERS.", prose("Mind")].join("\n"),
    ];
    expect(titles(pages)).toEqual([
      ["Introduction", 3, 3],
      ["The Evidence of the Descent of Man", 4, 4],
      ["On the Manner of Development of Man", 5, 5],
      ["Comparison of the Mental Powers", 6, 6],
    ]);
  });
});

describe("Project Gutenberg's header and licence", () => {
  it("are in no block of pages of a book without headings", () => {
    const pages = gutenberg(Array.from({ length: 12 }, (_, i) => prose(`Page ${i + 1} says utility`)));
    const plan = planChapters(pages, [], []);
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Pages 2\u201311", 2, 11],
      ["Pages 12\u201315", 12, 15],
    ]);
    const last = chapterText(pages, "Pages 12\u201315", 12, 15);
    expect(last).toContain("Page 12 says utility");
    expect(last).not.toMatch(/Project Gutenberg|Redistributing/);
  });
});
