import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { withoutChapterNumbers } from "../../worker/jobs/chapter-titles";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { chapterText, plannedPdf } from "../support/printed-books";

/**
 * Editions an editor annotated, as Project Gutenberg prints them (docs/decisions/246): Emerson's essays (note marks in
 * the headings, "COMPENSATION.[93]"; a series and an imprint before the book; a headnote over an address),
 * Aristotle's Ethics (books over their chapters' bare numbers, two of them bookmarked a level too high), Hume's
 * Treatise (sections headed "SECT. I." numbering from I again in each part, and parts in each book) and the editors'
 * introductions that open such books.
 */

const prose = (words: string) =>
  `${words} and the scholar who reads it will find that nature and the soul answer one another in every part of it.`;

describe("Bookmarks of an annotated edition printed from the web", () => {
  it("name chapters without their note marks, and leave a series and an imprint out (Emerson)", async () => {
    const outline = [
      {
        title: "ESSAYS",
        page: 1,
        items: [
          { title: "Merrill's English Texts", page: 1 },
          { title: "NEW YORK CHARLES E. MERRILL CO. 1907", page: 2 },
          { title: "THE AMERICAN SCHOLAR.", page: 3 },
          { title: "COMPENSATION.[93]", page: 4 },
          { title: "SHAKSPEARE;[525] OR, THE POET", page: 5 },
        ],
      },
    ];
    const pages = [
      ["ESSAYS", "Merrill's English Texts", "SELECTED AND EDITED, WITH INTRODUCTION AND NOTES"],
      ["NEW YORK CHARLES E. MERRILL CO. 1907", prose("This series of books will include in complete editions the masterpieces")],
      ["THE AMERICAN SCHOLAR.", prose("I greet you on the recommencement of our literary year")],
      ["COMPENSATION.[93]", prose("Ever since I was a boy, I have wished to write a discourse on Compensation")],
      ["SHAKSPEARE;[525] OR, THE POET", prose("Great men are more distinguished by range and extent than by originality")],
    ].map((lines) => lines.join("\n"));
    const { plan } = await plannedPdf(pages, outline, "Essays");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["The American Scholar", 3],
      ["Compensation", 4],
      ["Shakspeare; or, the Poet", 5],
    ]);
  });

  it("keep a book over its first chapter's bare number, and a stray number in the book before it (Aristotle)", async () => {
    const book = (n: string, page: number, chapters: [string, number][]) => ({
      title: `BOOK ${n}`,
      page,
      items: chapters.map(([title, at]) => ({ title, page: at })),
    });
    const outline = [
      {
        title: "ARISTOTLE’S ETHICS",
        page: 1,
        items: [
          book("I", 1, [["VII", 2]]),
          book("II", 3, [["II", 3]]),
          book("III", 4, [["I", 4]]),
          { title: "IV", page: 5 },
          book("IV", 6, [["I", 6]]),
        ],
      },
    ];
    const pages = [
      ["BOOK I", prose("Every art, and every science reduced to a teachable form, aims at some good")],
      ["VII", prose("Let us return to the Chief Good which is the object of our search")],
      ["BOOK II", "II", prose("Virtue then being of two kinds, Intellectual and Moral")],
      ["BOOK III", "I", prose("Now since Virtue is concerned with the regulation of feelings and actions")],
      ["IV", prose("Of Friendship, which is thought to be a kind of virtue, or implies virtue")],
      ["BOOK IV", "I", prose("We will next speak of Liberality, the mean state in respect of wealth")],
    ].map((lines) => lines.join("\n"));
    const { plan } = await plannedPdf(pages, outline, "Aristotle’s Ethics");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Book I", 1, 2],
      ["Book II", 3, 3],
      ["Book III", 4, 5],
      ["Book IV", 6, 6],
    ]);
  });
});

describe("Headings of an annotated edition printed from plain text", () => {
  it("find each essay the contents lists, its heading's note mark and a letter's spelling aside (Emerson)", () => {
    const pages = [
      "CONTENTS\nTHE AMERICAN SCHOLAR\nCOMPENSATION\nSELF RELIANCE\nFRIENDSHIP\nSHAKESPEARE; OR, THE POET",
      `THE AMERICAN SCHOLAR.\n${prose("I greet you on the recommencement of our literary year")}`,
      `COMPENSATION.[93]\n${prose("Ever since I was a boy, I have wished to write a discourse on Compensation")}`,
      `SELF-RELIANCE\n${prose("I read the other day some verses written by an eminent painter")}`,
      `FRIENDSHIP.[278]\n${prose("We have a great deal more kindness than is ever spoken")}`,
      `SHAKSPEARE;[525] OR, THE POET\n${prose("Great men are more distinguished by range and extent")}`,
    ];
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["The American Scholar", 2],
      ["Compensation", 3],
      ["Self-Reliance", 4],
      ["Friendship", 5],
      ["Shakspeare; or, the Poet", 6],
    ]);
  });

  it("take sections headed 'SECT. I.' as chapters, numbering from I again in each part of each book, two on a page too (Hume)", () => {
    const section = (n: string, name: string) =>
      `SECT. ${n}. ${name}\n${prose("All the perceptions of the human mind resolve themselves into two kinds,")}`;
    const pages = [
      [
        "CONTENTS",
        "BOOK I OF THE UNDERSTANDING",
        "PART I OF IDEAS",
        "SECT. I OF THE ORIGIN OF OUR IDEAS.",
        "SECT. II. DIVISION OF THE SUBJECT.",
      ],
      ["PART II. OF SPACE AND TIME.", "SECT. I. OF DIVISIBILITY.", "SECT. II. OBJECTIONS ANSWERED.", "BOOK II OF THE PASSIONS"],
      ["PART I OF PRIDE AND HUMILITY", "SECT. I DIVISION OF THE SUBJECT", "SECT. II OF PRIDE", "SECT. III OF LOVE"],
    ]
      .map((lines) => lines.join("\n"))
      .concat([
        `BOOK I. OF THE UNDERSTANDING\nPART I. OF IDEAS\n${section("I", "OF THE ORIGIN OF OUR IDEAS")}`,
        section("II", "DIVISION OF THE SUBJECT"),
        `PART II. OF SPACE AND TIME.\n${section("I", "DIVISIBILITY")}\n${section("II", "OBJECTIONS ANSWERED")}`,
        prose("Objections are answered as they come, one after another,"),
        `BOOK II. OF THE PASSIONS\nPART I. OF PRIDE AND HUMILITY\n${section("I", "DIVISION OF THE SUBJECT")}`,
        section("II", "OF PRIDE"),
      ]);
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of the Origin of Our Ideas", 4],
      ["Division of the Subject", 5],
      ["Divisibility", 6],
      ["Objections Answered", 6],
      ["Division of the Subject", 8],
      ["Of Pride", 9],
    ]);
  });

  it("keep a section headed at a page's foot when the next one starts on the page its prose opens (Hume)", () => {
    const pages = [
      `SECT. I. OF THE ORIGIN OF OUR IDEAS.\n${prose("All the perceptions of the human mind resolve themselves")}`,
      `SECT. II. OF RELATIONS.\n${prose("The word relation is commonly used in two senses")}\nSECT. III. OF MODES AND SUBSTANCES`,
      `${prose("I would fain ask those philosophers, who found so much of their reasonings")}\nSECT. IV. OF ABSTRACT IDEAS.\n${prose("A very material question has been started")}`,
    ];
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of the Origin of Our Ideas", 1],
      ["Of Relations", 2],
      ["Of Modes and Substances", 3],
      ["Of Abstract Ideas", 3],
    ]);
  });

  it("name the web edition's sections as the plain text does, without 'Sect. I.' (Hume)", () => {
    const titles = ["Sect. I. Of the Origin of Our Ideas", "Sect. II. Division of the Subject", "Sect. I. Of Knowledge"];
    expect(withoutChapterNumbers(titles.map((title) => ({ title }))).map((c) => c.title)).toEqual([
      "Of the Origin of Our Ideas",
      "Division of the Subject",
      "Of Knowledge",
    ]);
  });

  it("read an address from its salutation, without the editor's headnote over it (Emerson)", () => {
    const page = [
      "THE AMERICAN SCHOLAR.",
      "This address was delivered at Cambridge in 1837, before the Harvard",
      "Chapter of the Phi Beta Kappa Society. The society has annual meetings.",
      "",
      "MR. PRESIDENT AND GENTLEMEN,",
      "",
      prose("I greet you on the recommencement of our literary year. Our anniversary is one of hope,"),
    ].join("\n");
    const text = chapterText([page], "The American Scholar", 1, 1);
    expect(text).toMatch(/^I greet you on the recommencement/);
    expect(text).not.toMatch(/This address was delivered|annual meetings/);
  });
});

describe("A book's summaries, after an editor's introduction", () => {
  const chapter = (title: string, sentences: string[], i: number) => ({
    chapterId: `c${i}`,
    title,
    snippets: [{ snippetId: `c${i}s0`, text: sentences.join(" ") }],
  });
  const opening = "There are things which are within our power, and there are things which are beyond our power.";
  const book = (introduction: string[], first = "The Enchiridion") => ({
    authors: ["Epictetus", "Sun Tzu"],
    chapters: [
      chapter("Advertisement", ["My design in the present work is sufficiently explained in the Introduction."], 0),
      chapter("Introduction", introduction, 1),
      chapter(
        first,
        [
          opening,
          "Within our power are opinion, aim, desire, aversion, and, in one word, whatever affairs are our own.",
          "Beyond our power are body, property, reputation, office, and, in one word, whatever are not our own affairs.",
        ],
        2,
      ),
    ],
  });

  it("open on the author's own words, not an introduction that names the author in its first sentence", () => {
    const summary = summarizeSnippets(
      book([
        "The little book by Epictetus called Enchiridion has played a large role in the rise of modern philosophy.",
        "Marcus Aurelius changed the philosophy of the stoics into a practical rule of daily conduct for the wise.",
        "The manual was compiled by a pupil from the lectures he heard in the school at Nicopolis.",
      ]),
    );
    expect(summaryText(summary.short)).toMatch(/^There are things which are within our power/);
    expect(summaryText(summary.medium)).not.toMatch(/little book by Epictetus|My design in the present work/);
  });

  it("still open on the author's words when they name the author as the one speaking", () => {
    const said = "Sun Tzu said: The art of war is of vital importance to the State, a matter of life and death.";
    const summary = summarizeSnippets(
      book(
        [
          said,
          "It is a road either to safety or to ruin, and it must be studied.",
          "The art of war is governed by five constant factors.",
        ],
        "Laying Plans",
      ),
    );
    expect(summaryText(summary.short)).toMatch(/^Sun Tzu said: The art of war/);
  });

  it("read no fragment set in capitals, nor a signpost to what comes next", () => {
    const summary = summarizeSnippets(
      book([
        "Nothing is more usual for those who pretend to discover anything new, than to praise their own systems.",
        "CAUSE IS ADAPTED TO ITS PASSION AND TO EVERY PASSION.",
        "We will next speak of Liberality, as it is called, and its two extremes.",
      ]),
    );
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summary[length])).not.toMatch(/CAUSE IS ADAPTED|We will next speak/);
  });
});
