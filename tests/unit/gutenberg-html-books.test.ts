import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { isContents, planChapters } from "../../worker/jobs/chapter-plan";
import { inspectPdf, titleAsPrinted, withoutPageAnchor } from "../../worker/services/pdf";
import { proseSentences } from "../../worker/services/summarizer/sentences";
import { chapterText, plannedPdf } from "../support/printed-books";

/**
 * Project Gutenberg's HTML editions printed to PDF by a browser (docs/decisions/204): Arnold Bennett's How to Live
 * on 24 Hours a Day, whose chapters are headings nested under "CONTENTS", Samuel Smiles's Self-Help, whose
 * headings carry the printed book's page numbers and whose chapters open with epigraphs and words in capitals. Title
 * pages, bylines and chapters sharing a page are in gutenberg-title-pages.test.ts.
 */

const prose = (words: string) =>
  `${words} Time is the raw material of everything, and the man who wastes it wastes the stuff his life is made of.`;

describe("chapters nested under a web page's title, its author and its contents heading", () => {
  // As a browser bookmarks How to Live on 24 Hours a Day: <h1> title, <h3> "by", <h2> author, <h3> preface,
  // <h2> CONTENTS, then each chapter as two <h3>s, its number and its name.
  const outline = [
    {
      title: "How to Live on Twenty-Four Hours a Day",
      page: 1,
      items: [
        { title: "by", page: 1 },
        { title: "Arnold Bennett", page: 1, items: [{ title: "PREFACE TO THIS EDITION", page: 1 }] },
        {
          title: "CONTENTS",
          page: 2,
          items: [
            { title: "I", page: 3 },
            { title: "THE DAILY MIRACLE", page: 3 },
            { title: "II", page: 4 },
            { title: "THE DESIRE TO EXCEED ONE'S PROGRAMME", page: 5 },
            { title: "III", page: 6 },
            { title: "PRECAUTIONS BEFORE BEGINNING", page: 6 },
          ],
        },
      ],
    },
  ];
  const pages = [
    ["How to Live on Twenty-Four Hours a Day", "by", "Arnold Bennett", "PREFACE TO THIS EDITION", prose("The preface.")],
    ["CONTENTS", "PREFACE", "I. THE DAILY MIRACLE", "II. THE DESIRE TO EXCEED ONE'S PROGRAMME"],
    ["I", "THE DAILY MIRACLE", prose("The first chapter.")],
    [prose("The first chapter goes on."), "II"],
    ["THE DESIRE TO EXCEED ONE'S PROGRAMME", prose("The second chapter.")],
    ["III", "PRECAUTIONS BEFORE BEGINNING", prose("The third chapter.")],
  ].map((lines) => lines.join("\n"));

  it("finds every chapter, named, with the contents page in none of them", async () => {
    const { plan } = await plannedPdf(pages, outline, "How to Live on 24 Hours a Day");
    expect(plan.chapters).toEqual([
      { title: "Preface to This Edition", pageStart: 1, pageEnd: 1 },
      { title: "The Daily Miracle", pageStart: 3, pageEnd: 4 },
      // "II" ends page 4 and its name opens page 5: the chapter starts where its name is.
      { title: "The Desire to Exceed One's Programme", pageStart: 5, pageEnd: 5 },
      { title: "Precautions Before Beginning", pageStart: 6, pageEnd: 6 },
    ]);
  });

  it("leaves a contents page out wherever it stands", () => {
    expect(["CONTENTS", "Contents.", "Table of Contents"].every(isContents)).toBe(true);
    expect(isContents("Contents of the Soil")).toBe(false);
  });

  it("names the book and its author from an e-text's title, or a title that ends with its author", async () => {
    const named = async (title: string) => {
      const doc = await PDFDocument.create();
      doc.addPage([200, 200]);
      doc.setTitle(title);
      const { title: name, authors } = await inspectPdf(await doc.save(), { maxPages: 10 });
      return [name, authors];
    };
    expect(await named("The Project Gutenberg E-text of How to Live on 24 Hours a Day, by Arnold Bennett")).toEqual([
      "How to Live on 24 Hours a Day",
      ["Arnold Bennett"],
    ]);
    expect(await named("Self-Help, by Samuel Smiles")).toEqual(["Self-Help", ["Samuel Smiles"]]);
    expect(await named("The Complete Angler;, by Isaak Walton.")).toEqual(["The Complete Angler", ["Isaak Walton"]]);
    expect(await named("Death, by Design")).toEqual(["Death, by Design", []]);
    expect(await named("rust-book")).toEqual([null, []]);
  });
});

describe("a first chapter printed under the contents, its number over its name", () => {
  // Utilitarianism printed from the web: page 2 lists "CHAPTER I. GENERAL REMARKS" on one line, then prints the
  // chapter's number and its name as two headings and its prose, all on one page.
  const outline = [
    {
      title: "UTILITARIANISM",
      page: 1,
      items: [
        { title: "BY", page: 1 },
        { title: "JOHN STUART MILL", page: 1 },
        { title: "CONTENTS.", page: 2 },
        { title: "CHAPTER I.", page: 2 },
        { title: "CHAPTER II.", page: 3 },
        { title: "CHAPTER III.", page: 4 },
        { title: "CHAPTER IV.", page: 5 },
      ],
    },
  ];
  const pages = [
    ["UTILITARIANISM", "BY", "JOHN STUART MILL", "LONDON"],
    [
      "CONTENTS.",
      "CHAPTER I. GENERAL REMARKS",
      "CHAPTER II. WHAT UTILITARIANISM IS",
      "CHAPTER III. OF THE ULTIMATE SANCTION OF THE PRINCIPLE OF",
      "UTILITY",
      "CHAPTER IV. OF WHAT SORT OF PROOF THE PRINCIPLE OF UTILITY IS",
      "SUSCEPTIBLE",
      "CHAPTER I.",
      "GENERAL REMARKS.",
      prose("There are few circumstances among those which make up the present condition of human knowledge."),
    ],
    ["CHAPTER II.", "WHAT UTILITARIANISM IS.", prose("A passing remark is all that needs be given.")],
    ["CHAPTER III.", "OF THE ULTIMATE SANCTION OF THE PRINCIPLE OF UTILITY.", prose("The question is often asked.")],
    ["CHAPTER IV.", "OF WHAT SORT OF PROOF THE PRINCIPLE OF UTILITY IS SUSCEPTIBLE.", prose("It has already been remarked.")],
  ].map((lines) => lines.join("\n"));

  it("keeps the first chapter: the contents above it is not its page", async () => {
    const { plan } = await plannedPdf(pages, outline, "Utilitarianism");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["General Remarks", 2],
      ["What Utilitarianism Is", 3],
      ["Of the Ultimate Sanction of the Principle of Utility", 4],
      ["Of What Sort of Proof the Principle of Utility Is Susceptible", 5],
    ]);
  });
});

describe("Self-Help's headings and chapter openings", () => {
  it("reads a heading without the printed book's page mark, spaced where its lines break, without its number", () => {
    expect(withoutPageAnchor("p. 67CHAPTER III.")).toBe("CHAPTER III.");
    expect(withoutPageAnchor("p. vPREFACE.")).toBe("PREFACE.");
    expect(withoutPageAnchor("[Pg 12]The Voyage")).toBe("The Voyage");
    expect(withoutPageAnchor("P. T. Barnum")).toBe("P. T. Barnum");
    // Set in small capitals, the name prints in capitals.
    const page = "CHAPTER III.\nHE GREAT POTTERS—PALISSY, BÖTTGHER, WEDGWOOD.\nPatience is the finest part of fortitude.";
    expect(titleAsPrinted("CHAPTER III.He Great Potters—Palissy, Böttgher, Wedgwood.", page)).toBe(
      "CHAPTER III. He Great Potters—Palissy, Böttgher, Wedgwood.",
    );
    const outline = [
      { title: "PREFACE.", page: 1 },
      { title: "INTRODUCTION TO THE FIRST EDITION.", page: 2 },
      { title: "CHAPTER I. Self-Help—National and Individual.", page: 3 },
      { title: "CHAPTER II. Leaders of Industry—Inventors and Producers.", page: 4 },
      { title: "FOOTNOTES", page: 5 },
    ];
    const pages = outline.map((entry) => `${entry.title}\n${prose("A page.")}`);
    expect(planChapters(pages, outline, [], []).chapters.map((c) => c.title)).toEqual([
      "Preface",
      "Introduction to the First Edition",
      "Self-Help—National and Individual",
      "Leaders of Industry—Inventors and Producers",
    ]);
  });

  it("reads a chapter from its title in capitals with a full stop, past the page marks, without its epigraphs", () => {
    const pages = [
      [
        prose("The last chapter ends here."),
        "CHAPTER II.",
        "LEADERS OF INDUSTRY—INVENTORS AND PRODUCERS.",
        "“Le travail et la Science sont désormais les maîtres du monde.”—De",
        "Salvandy.",
        "“We put too much faith in systems, and look too little to men.”—B.",
        "Disraeli.",
        "p. xx",
        "p. 27",
        "ONE of the most strongly-marked features of the English people is their spirit of industry.",
        prose("One should be industrious, and the one who is will prosper."),
        "CHAPTER III.",
        "HE GREAT POTTERS—PALISSY, BÖTTGHER, WEDGWOOD.",
        prose("The next chapter opens here."),
      ].join("\n"),
    ];
    const text = chapterText(pages, "Leaders of Industry—Inventors and Producers", 1, 1);
    expect(text).toMatch(/^One of the most strongly-marked features/);
    expect(text).not.toMatch(/last chapter|Salvandy|Disraeli|faith in systems|p\. 27/);
    // A paragraph's last line "functions." is not the chapter "Functions".
    const wrapped = ["Functions\nRust code uses snake case as the conventional style for the names of all of its\nfunctions."];
    expect(chapterText(wrapped, "Functions", 1, 1)).toMatch(/of its functions\.$/);
  });

  it("leaves out epigraphs on the page after the chapter's title", () => {
    const pages = [
      ["CHAPTER V.", "HELPS AND OPPORTUNITIES—SCIENTIFIC PURSUITS.", "p. 118"].join("\n"),
      [
        "“Neither the naked hand, nor the understanding, left to itself, can do",
        "much; the work is accomplished by instruments and helps.”—Bacon.",
        "“Opportunity has hair in front, behind she is bald.”—From the Latin.",
        "ACCIDENT does very little towards the production of any great result in life.",
        prose("An accident may help a man, but an accident is not a plan."),
      ].join("\n"),
    ];
    const text = chapterText(pages, "Helps and Opportunities—Scientific Pursuits", 1, 2);
    expect(text).toMatch(/^Accident does very little/);
    expect(text).not.toMatch(/naked hand|Bacon|Opportunity|Latin/);
  });

  it("leaves out a long epigraph, whose attribution runs on to the next line", () => {
    const quotation = Array.from({ length: 9 }, () => "that which raises a country and dignifies a country,").join(" ");
    const pages = [
      [
        "CHARACTER—THE TRUE GENTLEMAN.",
        `“${quotation} is an aristocracy of Character.”—The`,
        "Times.",
        "THE crown and glory of life is Character. It is the noblest possession of a man, and the crown of it.",
        prose("Character is property: character is the crown of a life."),
      ].join("\n"),
    ];
    const text = chapterText(pages, "Character—The True Gentleman", 1, 1);
    expect(text).toMatch(/^The crown and glory of life is Character/);
    expect(text).not.toMatch(/raises a country|Times/);
  });

  it("sets a chapter's first words in capitals as a sentence, but not a name, and joins a word a kerned pair split", () => {
    const opening = (line: string, more: string) => chapterText([`${line}\n${prose(more)}`], "Self-Help", 1, 1);
    expect(opening("THIS is a revised edition of a book.", "this book and this one")).toMatch(/^This is a revised/);
    expect(opening("“HEA VEN helps those who help themselves.”", "heaven is kind, said heaven")).toMatch(/^“Heaven helps/);
    expect(opening("THE ORIGIN of this book may be told.", "the origin of the origin")).toMatch(/^The origin of this/);
    expect(opening("MAN'S mind may be likened to a garden.", "a man and a man")).toMatch(/^Man's mind/);
    // A long word in capitals nowhere else (As a Man Thinketh's "Serenity").
    expect(opening("CALMNESS of mind is one of the jewels of wisdom.", "wisdom")).toMatch(/^Calmness of mind/);
    // ARM is written in capitals as often as not: a name.
    expect(opening("ARM provides installers for Windows.", "ARM and ARM and the arm-none-eabi tools")).toMatch(/^ARM provides/);
  });
});

describe("someone's speech", () => {
  it("is not the book's: a sentence inside a quotation an earlier one opened is not shown alone", () => {
    // How to Live on 24 Hours a Day opens on a gossip's words.
    const paragraph =
      "\"Yes, he's one of those men that don't know how to manage their money at all. Somehow he gets nothing out of his money, they say. Always looks as if he'd had the brokers in this week.\" I have seen an essay on how to live on eight shillings a week. “The best part of every man’s education,” said Sir Walter Scott, “is that which he gives to himself.”";
    expect(proseSentences(paragraph).map((s) => s.text)).toEqual([
      "I have seen an essay on how to live on eight shillings a week.",
      "“The best part of every man’s education,” said Sir Walter Scott, “is that which he gives to himself.”",
    ]);
  });
});
