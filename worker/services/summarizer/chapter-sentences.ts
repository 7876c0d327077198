import type { CleanChapter } from "./clean-text";
import { leansOnPrevious, proseSentences } from "./sentences";

/**
 * A chapter's sentences as a reader meets them: which ones point back at the sentence before them, and what
 * must be shown with a sentence for it to be read out of its place (docs/decisions/196).
 */

export interface ChapterSentence {
  text: string;
  section: number;
  /** Opens by pointing back (sentences.ts leansOnPrevious). */
  leans: boolean;
  /** The sentence before it in this list is the one before it in its paragraph, or the last of the paragraph before. */
  followsPrevious: boolean;
}

/**
 * The chapter's readable sentences in reading order, each with its section. A sentence the chapter has said
 * before (a reference's "This function does not return any value..." under two entries) is kept once.
 */
export function chapterSentences(chapter: CleanChapter): ChapterSentence[] {
  const seen = new Set<string>();
  return chapter.sections.flatMap((section, index) => {
    // Whether the paragraph before ended on a sentence kept here: a paragraph's first sentence that leans may be
    // shown after it ("…or they are new." then, a paragraph of its own, "The new are either entirely new…").
    let previousParagraphEndKept = false;
    return section.paragraphs.flatMap((p, k) => {
      let previousKept = false;
      const listItem = section.listItemsAfterColon?.includes(k) ?? false;
      const followsParagraph = previousParagraphEndKept && !listItem;
      previousParagraphEndKept = false;
      return proseSentences(p).flatMap(({ text, followsPrevious, first, last, answers }) => {
        const key = text.toLowerCase();
        const kept = !seen.has(key);
        // A list item's first words complete the list's introduction: they lean on it, and it is not shown.
        const completesIntroduction = listItem && first;
        const sentence = {
          text,
          section: index,
          leans: completesIntroduction || answers || leansOnPrevious(text),
          followsPrevious: first ? followsParagraph : followsPrevious && previousKept && !completesIntroduction,
        };
        previousKept = kept;
        previousParagraphEndKept = last && kept && !listItem;
        seen.add(key);
        return kept ? [sentence] : [];
      });
    });
  });
}

/**
 * What must be shown for sentence i to be read: i itself, after the sentence it leans on (and that one's,
 * up to three in all), all within [from, i]; null when what it leans on is not there.
 */
export function readableRun(
  sentences: readonly { leans: boolean; followsPrevious: boolean }[],
  i: number,
  from = 0,
): number[] | null {
  const run = [i];
  for (let k = i; sentences[k]!.leans; k--) {
    if (!sentences[k]!.followsPrevious || k - 1 < from || run.length === 3) return null;
    run.unshift(k - 1);
  }
  return run;
}
