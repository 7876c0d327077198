import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { chapterText } from "../support/printed-books";

/**
 * Books printed from Project Gutenberg's plain text, without bookmarks (docs/decisions/222): Le Bon's The Crowd (three
 * books whose chapters each number from I, a chapter's list of its sections under its heading), Lippmann's Public
 * Opinion (each part's own list of its chapters, with ditto marks), Taylor's The Principles of Scientific Management
 * (an introduction and two chapters), Emerson's Nature (an introduction on the contents page) and The Descent of Man
 * (lines too long for the page, wrapped).
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

describe("Plain text whose lines are too long for the page", () => {
  const full = "of the continued selection of women according to a standard of beauty";
  const page = [
    "The nature of the following work will be best understood by a brief",
    "account",
    "of how it came to be written. During many years I collected notes on",
    "the",
    "origin or descent of man, without any intention of publishing on the",
    "subject, but rather with the determination not to publish it at all.",
    ...Array.from({ length: 12 }, () => full),
    "in each race.",
    "Ears, my Lord, an article of the trade and quite a number to be had",
    "Quantity 204",
    "us to express the relative durations of two events at once, he said.",
  ].join("\n");
  const paragraphs = cleanChapter([page], { title: "Introduction", pageStart: 1, pageEnd: 1 }, profileBook([page], []))
    .sections[0]!.paragraphs;

  it("reads a wrapped line's last words with the rest of its paragraph", () => {
    expect(paragraphs[0]).toMatch(
      /^The nature of the following work will be best understood by a brief account of how it came to be written\. During many years I collected notes on the origin or descent of man, without/,
    );
  });

  it("still ends a paragraph at a short line that is no wrapped words of prose", () => {
    expect(paragraphs.at(-1)).toMatch(/^us to express/);
  });
});

describe("Plain text's double hyphen", () => {
  it("reads as a dash between words, not in an option", () => {
    const page = [
      "The only important classification is to separate anonymous crowds from crowds not anonymous--deliberative",
      "assemblies and juries, for example. Earl Russell--like other statesmen--lied.",
      "With cargo fix --edition the compiler migrates the code, and rustdoc --test runs the examples.",
    ].join("\n");
    const text = chapterText([page], "Crowds", 1, 1);
    expect(text).toContain("crowds not anonymous—deliberative assemblies");
    expect(text).toContain("Earl Russell—like other statesmen—lied.");
    expect(text).toContain("cargo fix --edition the compiler");
    expect(text).toContain("rustdoc --test runs");
  });
});

describe("A chapter's synopsis, its topics run together with dashes", () => {
  it("is not read, nor a part's after it; the prose after them is", () => {
    const page = [
      "Preparatory factors of the beliefs of crowds--The origin of the beliefs of crowds is the consequence of a",
      "preliminary process of elaboration--Study of the different factors of these beliefs. 4. REASON. The nullity",
      "of its influence on crowds--Crowds only to be influenced by their unconscious sentiments--The role of",
      "logic.",
      "Among the remote factors there are some of a general nature, which are found to underlie all the beliefs of",
      "crowds, as every orator knows and as every history of the French Revolution shows to those who read it.",
    ].join("\n");
    const text = chapterText([page], "Remote Factors", 1, 1);
    expect(text).toMatch(/^Among the remote factors there are some of a general nature/);
    expect(text).not.toMatch(/Preparatory factors|nullity|role of logic/);
  });

  it("is not a paragraph whose dashes set off words in small letters", () => {
    const page = "Earl Russell--like other statesmen--lied; and Adams--who knew it--said so to his father in a letter.";
    expect(chapterText([page], "Diplomacy", 1, 1)).toBe(
      "Earl Russell—like other statesmen—lied; and Adams—who knew it—said so to his father in a letter.",
    );
  });
});
