import { CONTENTS } from "./chapter-bookmarks";
import type { PlannedChapter } from "./chapter-plan";
import { sameWords, wordsOf } from "../services/summarizer/printed-lines";

/** A bookmark's own words, without a leading label such as "A", "12", "IV." or "Appendix B:". */
export function bareTitle(title: string): string {
  return title
    .trim()
    .replace(/^(?:(?:[Aa]ppendix|APPENDIX|[Aa]nnex)\s+)?(?:[A-Z]|\d{1,3}|[IVXLCDM]{1,7})(?:[.:)\u2013\u2014-]\s*|\s+)(?=\S)/, "")
    .replace(/[.:]+$/, "");
}

/** A contents page, wherever it stands (a book printed from the web may put it after the preface). */
export const isContents = (title: string) => CONTENTS.test(bareTitle(title));

/**
 * A contents page under any name ("BOOKS" over Meditations' list of its books and their paragraphs' first lines): a
 * chapter whose title is followed on its page by the titles of three chapters after it. A foreword with the contents
 * printed below its prose stays.
 */
export function withoutContentsPages(chapters: PlannedChapter[], pages: string[]): PlannedChapter[] {
  return chapters.filter((chapter, i) => {
    const lines = (pages[chapter.pageStart - 1] ?? "").split("\n").map((line) => line.trim());
    // Its heading, not its line in a contents above it (Beyond Good and Evil's "PREFACE", under "Contents"), and a
    // heading printed as its number over its name ("CHAPTER I." over "GENERAL REMARKS.", Utilitarianism printed from
    // the web, under a contents that lists it on one line).
    const at = headingEnd(lines, chapter.title);
    const later = chapters.slice(i + 1);
    const listed = at >= 0 ? lines.slice(at + 1, at + 4) : [];
    if (listed.length === 3 && listed.every((line) => later.some((c) => sameWords(line, c.title)))) return false;
    return !(at >= 0 && listsTitles(lines.slice(at + 1, at + 13), later));
  });
}

/** The last line of the title's last printing on the page, on one line or wrapped over up to three; -1 if none. */
function headingEnd(lines: string[], title: string): number {
  for (let end = lines.length - 1; end >= 0; end--)
    for (let n = 1; n <= 3 && n <= end + 1; n++) if (sameWords(lines.slice(end - n + 1, end + 1).join(" "), title)) return end;
  return -1;
}

/**
 * A title page's list of subjects (Common Sense's "I. Of the Origin and Design of Government in general," over "with
 * concise Remarks on the English Constitution."): from its first two lines on, three later chapters' titles of two
 * words or more, numbered and wrapped as they may be.
 */
function listsTitles(lines: string[], later: PlannedChapter[]): boolean {
  const text = wordsOf(lines.join(" "));
  const found = later
    .map((c) => wordsOf(bareTitle(c.title)))
    .filter((title) => title.includes(" "))
    .map((title) => ` ${text} `.indexOf(` ${title} `))
    .filter((at) => at >= 0);
  return found.length >= 3 && Math.min(...found) <= wordsOf(lines.slice(0, 2).join(" ")).length;
}
