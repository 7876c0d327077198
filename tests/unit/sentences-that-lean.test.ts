import { describe, expect, it } from "vitest";
import { chapterSentences } from "../../worker/services/summarizer/chapter-sentences";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { leansOnPrevious } from "../../worker/services/summarizer/sentences";

/**
 * Sentences a summary may not show alone: Locke's Second Treatise as Project Gutenberg prints it, whose short summary
 * opened "The legislative authority, by which they are in force…, hath no power over him" (docs/decisions/218).
 */
describe("A sentence with 'they' among its first words", () => {
  it("leans on the sentence before when nothing before 'they' names more than one", () => {
    for (const sentence of [
      "The legislative authority, by which they are in force over the subjects of that commonwealth, hath no power over him.",
      "One reason is that they’re immutable.",
      "No sooner were they seated than soldiers issued from secret places and slaughtered Giovanni and the rest.",
      "Taxation without representation is the rule of their political life.",
      "There is nothing in which they are more cautious than in giving their opinion positively concerning any sort of religion.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });

  it("stands alone when 'they' follows a plural, people, or two things joined by 'and'", () => {
    for (const sentence of [
      "The Communists disdain to conceal their views and aims.",
      "Functions can return values to the code that calls them.",
      "Most men are so busy that they never read a book through.",
      "The king and the queen said they would come in the spring.",
      "Read a chapter—and so short they are, the chapters!—in the evening.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });

  it("and 'Each', 'Both' or 'The rest' as a subject points at what was named before", () => {
    // On Liberty's medium summary ended "Each will receive its proper share, if each has that which…".
    for (const sentence of [
      "Each will receive its proper share, if each has that which more particularly concerns it.",
      "Both are needed before the work can begin in earnest.",
      "The rest must wait for the spring and the ships from home.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
    for (const sentence of [
      "Each man will receive his proper share of the harvest.",
      "Both parties agreed to the terms of the treaty at once.",
      "Each of us has a duty to the common good of the town.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });

  it("and 'Thenceforth', 'Henceforth' and 'By the same reason' turn from what was said before", () => {
    for (const sentence of [
      "Thenceforth, a serious political contest was altogether out of the question.",
      "Thereafter the town was never the same again.",
      "Henceforth the laws of the land shall be written down.",
      "By the same reason may a man in the state of nature punish the lesser breaches of that law.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });
});

describe("A sentence opening on a participle's phrase", () => {
  it("leans on the sentence before when its subject is a pronoun", () => {
    for (const sentence of [
      "Realizing that in Germany opera was but a reflection of Italian art, he left Hamburg in 1707 and went to Italy.",
      "Not being particular, it cannot itself exist in the world of sense.",
      "Relating to more general interests, they will be less apt to come home to the feelings of the people.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });

  it("stands alone when it names its subject, or 'it' points forward", () => {
    for (const sentence of [
      "Realizing that opera was but a reflection of Italian art, Handel left Hamburg in 1707.",
      "Looking back over the century, it seems that the opera changed more than any other form.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });
});

describe("A line ending with a colon", () => {
  const page = (breakLine: string, next: string) =>
    [
      "I doubt not but this will seem a very strange doctrine to some men: but before they condemn it, I desire",
      "them to resolve me, by what right any prince or state can put to death, or punish an alien, for any crime",
      `he commits in their country. It is certain their laws, by virtue of any sanction they receive from the ${breakLine}`,
      next,
      "subjects of that commonwealth, hath no power over him. Those who have the supreme power of making laws in",
      "England, France or Holland, are to an Indian, but like the rest of the world, men without authority.",
    ].join("\n");

  it("ends no paragraph when it is a full line and its sentence runs on below in small letters", () => {
    const text = page(
      "legislative, reach not a stranger:",
      "they speak not to him, nor, if they did, is he bound to hearken to them. The legislative authority, by which they are in force over the",
    );
    const chapter = cleanChapter([text], { title: "Of the State of Nature", pageStart: 1, pageEnd: 1 }, profileBook([text], []));
    expect(chapter.sections[0]!.paragraphs).toHaveLength(1);
    expect(chapterSentences(chapter).map((s) => s.text)).toContain(
      "It is certain their laws, by virtue of any sanction they receive from the legislative, reach not a stranger: they speak not to him, nor, if they did, is he bound to hearken to them.",
    );
  });

  it("runs on into a line with a semicolon in it, as prose has (The Souls of Black Folk's first sentence)", () => {
    const text = page(
      "legislative, an unasked question:",
      "unasked by some through delicacy; by others through its difficulty. The legislative authority, by which they are in force over the",
    );
    const chapter = cleanChapter([text], { title: "Of the State of Nature", pageStart: 1, pageEnd: 1 }, profileBook([text], []));
    expect(chapter.sections[0]!.paragraphs).toHaveLength(1);
    const code = page("legislative, there are three rules:", "let first rule apply;");
    const listed = cleanChapter([code], { title: "Of the State of Nature", pageStart: 1, pageEnd: 1 }, profileBook([code], []));
    expect(listed.sections[0]!.paragraphs[0]).toMatch(/there are three rules:$/);
  });

  it("still ends its paragraph before a list or code", () => {
    const text = page("legislative, there are three rules:", "let rules = [first, second, third];");
    const chapter = cleanChapter([text], { title: "Of the State of Nature", pageStart: 1, pageEnd: 1 }, profileBook([text], []));
    expect(chapter.sections[0]!.paragraphs[0]).toMatch(/there are three rules:$/);
  });
});

describe("A sentence on a pronoun or a point named before", () => {
  it("leans when its pronoun, its point or its 'this' is in a sentence before", () => {
    for (const sentence of [
      // The Enchiridion's introduction (plain text): its short summary opened on it.
      "As soon as it had been translated into the vernacular languages, it became a bestseller among independent intellectuals.",
      "When they reached the river, they found the bridge gone.",
      // The Prince, chapter XVIII, in its medium summary.
      "I wish on this subject to adduce a modern example.",
      "On that point the treaty says nothing at all.",
      // The Conquest of Bread.
      "Whether we like it or not, this is what the people mean by a revolution.",
      // The Federalist, in its medium summary.
      "The utility of this power will scarcely be questioned.",
      "So far the government is NATIONAL, not FEDERAL.",
      // How to Live on 24 Hours a Day (plain text).
      "So far we have marked for saving out of the waste of days, half an hour at least on six mornings a week.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });

  it("stands alone when its clauses name their subjects, or 'that is' explains", () => {
    for (const sentence of [
      "When the war ended, it was the farmers who paid for it.",
      "When I wrote the following pages, I lived alone, in the woods, a mile from any neighbor.",
      "The reign of crowds is the reign of committees, that is, of the leaders of crowds.",
      "So far as I know, no one has ever walked the whole length of that coast.",
      "The subject of this Essay is not the so-called Liberty of the Will.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });
});
