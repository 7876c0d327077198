import { describe, expect, it } from "vitest";
import { headingStarts } from "../../worker/jobs/chapter-headings";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { isTitleOverProse } from "../../worker/services/summarizer/printed-lines";
import { isProseSentence, leansOnPrevious } from "../../worker/services/summarizer/sentences";
import type { BookForSummary } from "../../worker/services/summarizer/types";
import { WorkersAiSummarizer } from "../../worker/services/summarizer/workers-ai";
import { answer, MODEL, scriptedAi } from "./support/workers-ai";

/**
 * Translated classics and plain-text prints (docs/decisions/247, 248): the Tractatus prints its German original after
 * the English; Kant's and Thoreau's plain text set a heading's line straight over the prose, and Kant's chapters
 * number from I again under each "—BOOK II—" of a division, their names wrapped; Hobbes's notes in the margin run into
 * his sentences; Aristotle's translator writes "then" for "therefore" and asks mid-sentence.
 */

const chapter = (title: string, text: string, i: number) => ({
  chapterId: `c${i}`,
  title,
  snippets: [{ snippetId: `c${i}s0`, text }],
});

const ENGLISH = [
  "The world is everything that is the case. The world is the totality of facts, not of things. The world is",
  "determined by the facts, and by these being all the facts. The facts in logical space are the world, and what is",
  "the case, the fact, is the existence of atomic facts.",
].join(" ");
const MORE_ENGLISH = [
  "The logical picture of the facts is the thought. The totality of true thoughts is a picture of the world. The",
  "thought contains the possibility of the state of affairs which it thinks, and what is thinkable is also possible.",
].join(" ");
const GERMAN = [
  "Die Welt ist alles, was der Fall ist. Die Welt ist die Gesamtheit der Tatsachen, nicht der Dinge. Die Welt ist",
  "durch die Tatsachen bestimmt und dadurch, dass es alle Tatsachen sind. Die Tatsachen im logischen Raum sind die",
  "Welt, und was der Fall ist, die Tatsache, ist das Bestehen von Sachverhalten.",
].join(" ");

const tractatus = (): BookForSummary => ({
  authors: ["Ludwig Wittgenstein"],
  chapters: [
    chapter("Tractatus Logico-Philosophicus", ENGLISH, 0),
    chapter("Pictures", MORE_ENGLISH, 1),
    chapter("Logisch-philosophische Abhandlung", GERMAN, 2),
  ],
});

describe("A book printed with its original in another language (the Tractatus)", () => {
  it("is summarized in the language of most of its text, without switching mid-way", () => {
    const summary = summarizeSnippets(tractatus());
    for (const length of ["short", "medium", "long"] as const) {
      expect(summaryText(summary[length])).toMatch(/The world is everything that is the case\./);
      expect(summaryText(summary[length])).not.toMatch(/Die Welt|Tatsachen/);
    }
  });

  it("keeps a book all in one language whole, whichever language it is", () => {
    const summary = summarizeSnippets({ chapters: [chapter("Abhandlung", GERMAN, 0)] });
    expect(summaryText(summary.short)).toMatch(/^Die Welt ist alles, was der Fall ist\./);
  });

  it("gives the production model only the chapters in the book's language", async () => {
    const { ai, calls } = scriptedAi(
      answer({ sentences: [{ text: "The world is facts.", sources: [{ snippet: "S1", quote: "The world is everything" }] }] }),
    );
    await new WorkersAiSummarizer(ai, MODEL).summarizeBook(tractatus());
    const input = calls[0]!.input.messages[1]!.content;
    expect(input).toContain("The world is everything that is the case.");
    expect(input).not.toMatch(/Die Welt|Logisch-philosophische/);
  });
});

describe("Plain text with a heading's line straight over the prose", () => {
  const paragraphs = (page: string, title: string) =>
    cleanChapter([page], { title, pageStart: 1, pageEnd: 1 }, profileBook([page], []), []).sections.flatMap((s) => s.paragraphs);
  // Project Gutenberg's plain text, wrapped at 70 characters.
  const body = [
    "For how is it possible that the faculty of cognition should be",
    "awakened into exercise otherwise than by means of objects which affect",
    "our senses, and partly of themselves produce representations, partly",
    "rouse our powers of understanding into activity, to compare, to",
    "connect, or to separate these, and so to convert the raw material of",
    "our sensuous impressions into a knowledge of objects, which is called",
    "experience? In respect of time, therefore, no knowledge of ours is",
    "antecedent to experience, but begins with it and grows with it still.",
  ];

  it("reads a numbered heading without a stop apart from the sentence under it (Kant)", () => {
    const page = [
      "I. Of the difference between Pure and Empirical Knowledge",
      "That all our knowledge begins with experience there can be no doubt.",
      ...body,
    ].join("\n");
    expect(paragraphs(page, "Introduction")[0]).toBe("Of the difference between Pure and Empirical Knowledge");
    expect(paragraphs(page, "Introduction")[1]).toMatch(/^That all our knowledge begins with experience/);
  });

  it("reads an essay's subtitle apart from its first sentence, which opens on 'I' (Thoreau)", () => {
    const page = [
      "1849, original title: Resistance to Civil Government",
      "I heartily accept the motto,—“That government is best which governs",
      "least;” and I should like to see it acted up to more rapidly and",
      ...body,
    ].join("\n");
    const [subtitle, opening] = paragraphs(page, "On the Duty of Civil Disobedience");
    expect(subtitle).toBe("1849, original title: Resistance to Civil Government");
    expect(opening).toMatch(/^I heartily accept the motto/);
  });

  it("keeps a note in the margin of two capitalized lines as one, and out of the summary (Hobbes)", () => {
    const note = [
      "No Man Can Without Injustice Protest Against The",
      "Institution Of The Soveraigne Declared By The Major Part.",
    ];
    expect(isTitleOverProse(note[0]!, note[1], 60)).toBe(false);
    expect(isTitleOverProse("Of the difference between Pure and Empirical Knowledge", body[0], 72)).toBe(true);
    expect(
      isProseSentence(
        "No Man Can Without Injustice Protest Against The Institution Of The Soveraigne Declared By The Major Part.",
      ),
    ).toBe(false);
    expect(isProseSentence("The Soveraigns Actions Cannot Be Justly Accused By The Subject, and every Subject is Author.")).toBe(
      false,
    );
    expect(isProseSentence("The United States of America declared their independence in the year 1776.")).toBe(true);
  });
});

describe("Sentences that follow on from the one before (Aristotle, Kant)", () => {
  it("lean on it when 'then' among their first words means 'therefore' or 'at that time'", () => {
    for (const sentence of [
      "Involuntary actions then are thought to be of two kinds, being done either on compulsion, or by ignorance.",
      "Since then Practical Wisdom is apt to act, one ought to have both kinds of knowledge.",
      "The right then of conquest extends only to the lives of those who joined in the war.",
    ])
      expect([sentence, leansOnPrevious(sentence)]).toEqual([sentence, true]);
    for (const sentence of [
      "Every now and then a ship passes the island on its way to the mainland.",
      "If the rate be fixed then the man who first gives is content with it.",
      "There is no more then to say of it, but that God gave him life.",
    ])
      expect([sentence, leansOnPrevious(sentence)]).toEqual([sentence, false]);
  });

  it("lean on it when they say 'of this kind', or 'therefore' after a quotation", () => {
    expect(leansOnPrevious("Knowledge of this kind is called a priori, in contradistinction to empirical knowledge.")).toBe(true);
    expect(leansOnPrevious("By the term “knowledge a priori,” therefore, we shall understand such as is absolutely so.")).toBe(
      true,
    );
    expect(leansOnPrevious("Knowledge a priori is either pure or impure, as the sequel will show of every cognition.")).toBe(
      false,
    );
  });

  it("leave a book's summary when they ask mid-sentence or announce what the treatise does next", () => {
    const summary = summarizeSnippets({
      authors: ["Aristotle"],
      chapters: [
        chapter(
          "Book I",
          "Every art and every science aims, it is thought, at some good for the one who practises it. The good has therefore been well defined as that at which all things aim.",
          0,
        ),
        chapter(
          "Book VI",
          "I having stated in a former part of this treatise that men should choose the mean, and that the mean is according to Right Reason; we will now proceed to explain this term. Knowledge, or Art, or Practical Wisdom is each a state of the soul which attains truth.",
          1,
        ),
        chapter(
          "Book IX",
          "The question arises, who is to fix the rate? the man who first gives, or the man who first takes in the exchange. Friendship is a state of mind in which each wishes good to the other for his own sake.",
          2,
        ),
      ],
    });
    for (const length of ["short", "medium", "long"] as const) {
      expect(summaryText(summary[length])).toMatch(/^Every art and every science aims/);
      expect(summaryText(summary[length])).not.toMatch(/proceed to explain|fix the rate/);
    }
  });
});

describe("Kant's plain text: chapters under each book of a division, names over two lines", () => {
  const prose = (words: string) =>
    `${words} The understanding is the faculty of rules, and reason the faculty of principles, in every cognition.`;
  const pages = [
    ["BOOK I. Analytic of Conceptions.", prose("The transcendental analytic is the dissection of knowledge.")],
    [
      "Chapter I. Of the Transcendental Clue to the Discovery of all Pure",
      "Conceptions of the Understanding",
      prose("When we call into play a faculty of cognition, conceptions manifest themselves."),
    ],
    ["Chapter II. Of the Deduction of the Pure Conceptions of the", "Understanding", prose("Teachers of jurisprudence.")],
    ["TRANSCENDENTAL DIALECTIC—BOOK I—OF THE CONCEPTIONS OF PURE REASON.", prose("The conceptions of pure reason.")],
    ["TRANSCENDENTAL DIALECTIC—BOOK II—OF THE DIALECTICAL PROCEDURE OF PURE", "REASON", prose("It may be said.")],
    ["Chapter I. Of the Paralogisms of Pure Reason", prose("The logical paralogism consists in the falsity of an argument.")],
    ["Chapter II. The Antinomy of Pure Reason", prose("We showed in the introduction to this part of our work.")],
    ["Chapter III. The Ideal of Pure Reason", prose("We have seen that pure conceptions do not present objects.")],
  ].map((lines) => lines.join("\n"));

  it("takes each chapter, numbering from I again after the division's book, named in full", () => {
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of the Transcendental Clue to the Discovery of all Pure Conceptions of the Understanding", 2],
      ["Of the Deduction of the Pure Conceptions of the Understanding", 3],
      ["Of the Paralogisms of Pure Reason", 6],
      ["The Antinomy of Pure Reason", 7],
      ["The Ideal of Pure Reason", 8],
    ]);
  });

  it("does not take a note in the margin under a heading in capitals as the rest of its name (Leviathan)", () => {
    const leviathan = [
      ["CHAPTER X. OF POWER, WORTH, DIGNITY, HONOUR AND WORTHINESS", "Power", prose("The Power of a Man is his present means.")],
      ["CHAPTER XI. OF THE DIFFERENCE OF MANNERS", "What Is Here Meant By Manners", prose("By Manners, I mean not here.")],
    ].map((lines) => lines.join("\n"));
    expect(headingStarts(leviathan).map((heading) => heading.title)).toEqual([
      "CHAPTER X. OF POWER, WORTH, DIGNITY, HONOUR AND WORTHINESS",
      "CHAPTER XI. OF THE DIFFERENCE OF MANNERS",
    ]);
  });
});

describe("A sentence ending on a book of scripture cited without its chapter (Leviathan)", () => {
  it("is not shown", () => {
    expect(isProseSentence("A third place is that of 1 Cor.")).toBe(false);
    expect(isProseSentence("Sometimes it is taken for Gods House, that is to say, for a Temple; as, 1 Cor.")).toBe(false);
  });
});

describe("An editor's life of the author opening a book without chapters (Franklin's plain text)", () => {
  it("is front matter when it names the author in capitals", () => {
    const summary = summarizeSnippets({
      authors: ["Benjamin Franklin"],
      chapters: [
        chapter(
          "Pages 1–10",
          "BENJAMIN FRANKLIN was born in Milk Street, Boston, on January 6, 1706. His father was a tallow chandler who married twice. His schooling ended at ten, and at twelve he was bound apprentice to his brother.",
          0,
        ),
        chapter(
          "Pages 11–20",
          "A question was once started between Collins and me, of the propriety of educating the female sex in learning. I took a strange fancy to a vegetable diet and began to save money by it. At New York I found my friend Collins, who had arrived there some time before me.",
          1,
        ),
      ],
    });
    expect(summaryText(summary.short)).toMatch(/^A question was once started between Collins and me/);
    expect(summaryText(summary.medium)).not.toMatch(/BENJAMIN FRANKLIN was born/);
  });
});
