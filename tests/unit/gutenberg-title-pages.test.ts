import { describe, expect, it } from "vitest";
import { type PlannedChapter, planChapters } from "../../worker/jobs/chapter-plan";
import { withTitlesInTitleCase } from "../../worker/jobs/chapter-titles";
import { NO_GRAMMAR } from "../../worker/services/summarizer/grammar";
import { leansOnPrevious } from "../../worker/services/summarizer/sentences";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";
import { chapterText, plannedPdf } from "../support/printed-books";

/**
 * Project Gutenberg's HTML editions printed to PDF by a browser, their title pages, bylines and short chapters
 * (docs/decisions/205): James Allen's As a Man Thinketh, Machiavelli's The Prince and Walton's The Complete Angler;
 * and (docs/decisions/237) Russell's The Problems of Philosophy, whose first chapter's heading ends the preface's page,
 * and (decision 240) Hume's Enquiry, whose last section's number ends its page over paragraph numbers.
 */

const prose = (words: string) =>
  `${words} Time is the raw material of everything, and the man who wastes it wastes the stuff his life is made of.`;

describe("title pages, bylines and short chapters", () => {
  it("takes the chapter that opens prose, under the book's title repeated over its chapters (As a Man Thinketh)", async () => {
    const pages = [
      ["AS A MAN THINKETH", "BY", "JAMES ALLEN", "Author of “From Passion to Peace”"],
      [
        "Authorized Edition",
        "New York",
        "CONTENTS",
        "FOREWORD",
        prose("This little volume is not a treatise."),
        "AS A MAN THINKETH",
      ],
      ["THOUGHT AND CHARACTER", prose("A man is literally what he thinks.")],
      ["EFFECT OF THOUGHT ON CIRCUMSTANCES", prose("A man's mind may be likened to a garden.")],
    ].map((lines) => lines.join("\n"));
    const outline = [
      {
        title: "AS A MAN THINKETH",
        page: 1,
        items: [
          { title: "BY", page: 1 },
          {
            title: "JAMES ALLEN",
            page: 1,
            items: [
              { title: "Author of “From Passion to Peace”", page: 1 },
              { title: "Authorized Edition New York", page: 2 },
            ],
          },
          { title: "CONTENTS", page: 2, items: [{ title: "FOREWORD", page: 2 }] },
          {
            title: "AS A MAN THINKETH",
            page: 2,
            items: [
              { title: "THOUGHT AND CHARACTER", page: 3 },
              { title: "EFFECT OF THOUGHT ON CIRCUMSTANCES", page: 4 },
            ],
          },
        ],
      },
    ];
    const { plan } = await plannedPdf(pages, outline, "As a Man Thinketh");
    // The credit line is planned, and left out by the chapters step: it has nothing to read.
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Author of “From Passion to Peace”", 1, 1],
      ["Foreword", 2, 2],
      ["Thought and Character", 3, 3],
      ["Effect of Thought on Circumstances", 4, 4],
    ]);
  });

  it("keeps two short chapters that share a page apart, and names a heading that wraps over many lines (The Prince)", async () => {
    const pages = [
      ["CHAPTER I — HOW MANY KINDS OF PRINCIPALITIES THERE ARE", prose("All states are republics or principalities.")],
      [
        "CHAPTER II — CONCERNING HEREDITARY PRINCIPALITIES",
        prose("Hereditary states are kept with less difficulty."),
        "CHAPTER III — CONCERNING",
        "MIXED PRINCIPALITIES",
        prose("But the difficulties occur in a new principality."),
      ],
      [
        "CHAPTER IV(*) — WHY THE",
        "KINGDOM OF DARIUS,",
        "CONQUERED BY ALEXANDER,",
        "DID NOT REBEL AGAINST THE",
        "SUCCESSORS OF ALEXANDER AT",
        "HIS DEATH",
        prose("Alexander became master of Asia."),
      ],
    ].map((lines) => lines.join("\n"));
    const outline = [
      { title: "CHAPTER I — HOW MANY KINDS OF PRINCIPALITIES THERE ARE", page: 1 },
      { title: "CHAPTER II — CONCERNING HEREDITARY PRINCIPALITIES", page: 2 },
      { title: "CHAPTER III — CONCERNINGMIXED PRINCIPALITIES", page: 2 },
      {
        title:
          "CHAPTER IV(*) — WHY THEKINGDOM OF DARIUS,CONQUERED BY ALEXANDER,DID NOT REBEL AGAINST THESUCCESSORS OF ALEXANDER ATHIS DEATH",
        page: 3,
      },
    ];
    const { plan, extracted } = await plannedPdf(pages, outline, "The Prince");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["How Many Kinds of Principalities There Are", 1, 1],
      ["Concerning Hereditary Principalities", 2, 2],
      ["Concerning Mixed Principalities", 2, 2],
      ["Why the Kingdom of Darius, Conquered by Alexander, Did Not Rebel Against the Successors of Alexander at His Death", 3, 3],
    ]);
    const [, second, third] = plan.chapters;
    const read = (c: PlannedChapter, next?: string) => chapterText(extracted.pages, c.title, c.pageStart, c.pageEnd, next);
    expect(read(second!, third!.title)).toMatch(/^Hereditary states/);
    expect(read(second!, third!.title)).not.toMatch(/new principality/);
    expect(read(third!, plan.chapters[3]!.title)).toMatch(/^But the difficulties occur in a new principality/);
  });

  it("starts a chapter overleaf when its heading ends the page of the preface (The Problems of Philosophy)", async () => {
    const pages = [
      ["THE PROBLEMS OF PHILOSOPHY", "Contents", ". PREFACE", "CHAPTER I. APPEARANCE AND REALITY"],
      [
        "PREFACE",
        prose("In the following pages I have confined myself to problems."),
        "1912",
        "CHAPTER I. APPEARANCE AND",
        "REALITY",
      ],
      [prose("Is there any knowledge in the world which is so certain?")],
      ["CHAPTER II. THE EXISTENCE OF MATTER", prose("In this chapter we have to ask ourselves whether there is matter.")],
    ].map((lines) => lines.join("\n"));
    // A browser joins the heading's two lines into its bookmark without a space.
    const outline = [
      { title: "PREFACE", page: 2 },
      { title: "CHAPTER I. APPEARANCE ANDREALITY", page: 2 },
      { title: "CHAPTER II. THE EXISTENCE OF MATTER", page: 4 },
    ];
    const { plan, extracted } = await plannedPdf(pages, outline, "The Problems of Philosophy");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Preface", 2, 2],
      ["Appearance and Reality", 3, 3],
      ["The Existence of Matter", 4, 4],
    ]);
    const [preface, first] = plan.chapters;
    expect(chapterText(extracted.pages, preface!.title, 2, 2, first!.title)).not.toMatch(/knowledge in the world/);
    expect(chapterText(extracted.pages, first!.title, 3, 3)).toMatch(/^Is there any knowledge in the world/);
  });

  it("names a section by the heading overleaf when only paragraph numbers are under its number (Hume's Enquiry)", async () => {
    const pages = [
      ["SECTION XI.", "OF A PARTICULAR PROVIDENCE AND OF A FUTURE STATE.", prose("I was lately engaged in conversation.")],
      [prose("There is still one circumstance, replied I."), "SECTION XII.", "114.", "115."],
      ["OF THE ACADEMICAL OR SCEPTICAL PHILOSOPHY.", "PART I.", prose("There is not a greater number of reasonings.")],
    ].map((lines) => lines.join("\n"));
    const outline = [
      { title: "SECTION XI.", page: 1, items: [{ title: "OF A PARTICULAR PROVIDENCE AND OF A FUTURE STATE.", page: 1 }] },
      { title: "SECTION XII.", page: 2, items: [{ title: "OF THE ACADEMICAL OR SCEPTICAL PHILOSOPHY.", page: 3 }] },
    ];
    const { plan } = await plannedPdf(pages, outline, "An Enquiry Concerning Human Understanding");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of a Particular Providence and of a Future State", 1],
      ["Of the Academical or Sceptical Philosophy", 3],
    ]);
  });

  it("leaves out a byline wherever it stands, and the title page's lines over no prose (The Complete Angler)", async () => {
    const pages = [
      ["THE COMPLETE ANGLER;", "OR,", "THE CONTEMPLATIVE MAN'S RECREATION.", "By", "ISAAK WALTON."],
      ["PREFACE.", prose("The first edition has been a favourite theme for scorn.")],
      [
        "A DESCRIPTION OF THE METHODS ADOPTED BY THE DUKE VALENTINO.",
        "BY",
        "NICOLO MACHIAVELLI",
        prose("The duke had returned from Lombardy."),
      ],
    ].map((lines) => lines.join("\n"));
    const outline = [
      {
        title: "THE COMPLETE ANGLER;",
        page: 1,
        items: [
          { title: "OR,", page: 1 },
          { title: "THE CONTEMPLATIVE MAN'S RECREATION.", page: 1 },
          { title: "By", page: 1 },
          { title: "ISAAK WALTON.", page: 1 },
          { title: "PREFACE.", page: 2 },
          { title: "A DESCRIPTION OF THE METHODS ADOPTED BY THE DUKE VALENTINO.", page: 3, items: [{ title: "BY", page: 3 }] },
          { title: "NICOLO MACHIAVELLI", page: 3 },
        ],
      },
    ];
    const { plan } = await plannedPdf(pages, outline, "The Complete Angler");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Preface", 2, 2],
      ["A Description of the Methods Adopted by the Duke Valentino", 3, 3],
    ]);
  });
});

describe("titles set in capitals", () => {
  it("keep a numeral's capitals, not a word's that reads as one ('DI', 'MIX')", () => {
    const titles = ["THE DUKE DI GRAVINA AND THE MIX OF ARMS", "HENRY VIII AND PART XIV"].map((title) => ({ title }));
    expect(withTitlesInTitleCase(titles).map((c) => c.title)).toEqual([
      "The Duke Di Gravina and the Mix of Arms",
      "Henry VIII and Part XIV",
    ]);
  });
});

describe("a chapter in numbered parts", () => {
  it("is one chapter when its parts after the first are bookmarks that only number them (On Liberty)", () => {
    const outline = [
      { title: "INTRODUCTION. I.", page: 1 },
      { title: "II.", page: 2 },
      { title: "III.", page: 3 },
      { title: "CHAPTER I. INTRODUCTORY.", page: 4 },
      { title: "CHAPTER II. OF THE LIBERTY OF THOUGHT AND DISCUSSION.", page: 5 },
    ];
    const pages = outline.map((entry) => `${entry.title}\n${prose("The subject of this essay is civil liberty.")}`);
    expect(planChapters(pages, outline, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Introduction", 1, 3],
      ["Introductory", 4, 4],
      ["Of the Liberty of Thought and Discussion", 5, 5],
    ]);
  });
});

describe("a part's heading that only numbers it", () => {
  it("does not title a snippet: 'II.' names nothing (On Liberty's introduction)", () => {
    const paragraph = (words: string) => prose(`${words} Mill wrote of liberty with his wife beside him.`);
    const chapter = {
      title: "Introduction",
      sections: [
        { heading: null, paragraphs: [paragraph("John Stuart Mill was born on 20th May 1806.")] },
        { heading: "II.", paragraphs: [paragraph("The circumstances under which Mill wrote his Liberty are well known.")] },
      ],
    };
    const titles = chapterSnippets(chapter, NO_GRAMMAR).map((s) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain("II.");
  });
});

describe("a short chapter", () => {
  it("whose every sentence leans is opened by its first, not left without a snippet (The Prince, chapter XV)", () => {
    const chapter = {
      title: "Concerning Things for Which Men, and Especially Princes, Are Praised or Blamed",
      sections: [
        {
          heading: null,
          paragraphs: [
            "It remains now to see what ought to be the rules of conduct for a prince towards subject and friends. And as I know that many have written on this point, I expect I shall be considered presumptuous.",
          ],
        },
      ],
    };
    const snippets = chapterSnippets(chapter, NO_GRAMMAR);
    expect(snippets.map((s) => s.text)).toEqual([
      "It remains now to see what ought to be the rules of conduct for a prince towards subject and friends.",
    ]);
  });

  it("may open on the book itself: 'This little volume' names the text, as 'This book' does (As a Man Thinketh)", () => {
    expect(leansOnPrevious("This little volume is not intended as an exhaustive treatise on the power of thought.")).toBe(false);
    expect(leansOnPrevious("This lint is part of the rust-2024-compatibility lint group.")).toBe(true);
  });
});
