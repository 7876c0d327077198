import { normalizeTitle } from "./book-profile";
import { isPageNumber, wordsOf } from "./printed-lines";

/**
 * Where a page prints a chapter's title: the line a chapter printed from the web starts at, and the next chapter's
 * title that ends it (docs/decisions/198).
 */

/** "Compensation.[93]", "Shakspeare;[525] or, the Poet": an editor's note mark printed in a heading is no part of it. */
export const withoutNoteMark = (title: string) => title.replace(/(?<=[\p{L}.;:,!?])\[\d{1,4}\](?=[\s.;:,!?]|$)/gu, "");

/** A title without its closing full stop: "HE GREAT POTTERS—PALISSY." printed is the chapter "He Great Potters—Palissy". */
export const bare = (title: string) => normalizeTitle(title).replace(/[.:]+$/, "");

export const CHAPTER_LABEL =
  /^(chapter|part|book|section|appendix|lecture)\s+(\d{1,3}|[ivxlcdm]{1,7}|[a-z]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty)\b[.:]?\s*/i;

/** Where a page prints a chapter's title (from line `from` on); -1 when it does not. */
export function titleLine(lines: string[], title: string, from = 0): number {
  return titleLines(lines, title, from)?.at ?? -1;
}

/**
 * Where a page prints a chapter's title, on one line or wrapped over up to eight, with its number or not; null when
 * it does not. Only a title of words counts: a bare "IV" or "2" may be any line.
 */
export function titleLines(lines: string[], title: string, from = 0): { at: number; count: number; rest?: string } | null {
  const wanted = bare(title);
  if (!/\p{L}{2}/u.test(wanted)) return null;
  // "CHAPTER III — CONCERNING / MIXED PRINCIPALITIES" (or "--", from plain text) prints the chapter "Concerning Mixed
  // Principalities".
  // "I. LAYING PLANS" prints the chapter "Laying Plans" in a book without bookmarks.
  const printed = (text: string) =>
    bare(
      text
        .replace(CHAPTER_LABEL, "")
        // "CHAPTER XVIII(*) -- CONCERNING…": a note's mark after the label.
        .replace(/^\((?:\*|\d{1,3})\)\s*/, "")
        .replace(/^[IVXLC]{1,7}\.\s+/, "")
        .replace(/^(?:--|~~|[—–-])\s*/, ""),
    );
  // "Federalist No. 2: Concerning Dangers from Foreign Force and Influence" printed "FEDERALIST No. 2" over its name:
  // the same words (three at least), and its name alone atop the page when the label ends the page before; "Chapter
  // Thirteen ~~ Survivals of the Non-" over "Invidious Interests" prints "Survivals of the Non-Invidious Interests".
  const words = wordsOf(title);
  const named = wordsOf(title.replace(LABEL_BEFORE_NAME, ""));
  const sameWords = (text: string) =>
    [words, named].some((each) => each.split(" ").length >= 3 && [text, printed(text)].some((t) => wordsOf(t) === each));
  for (let i = from; i < lines.length; i++) {
    // "1897." over "PREFACE." is a date and the title, not "1897. Preface".
    if (/^\d+\.?$/.test(lines[i]!)) continue;
    for (let n = 1; n <= 8 && i + n <= lines.length; n++) {
      const text = lines.slice(i, i + n).join(" ");
      if (bare(text) === wanted || printed(text) === wanted || sameWords(text)) return { at: i, count: n };
    }
  }
  return cutAtPageEnd(lines, wanted, printed, from);
}

/** "Federalist No. 2: ", "Chapter 3: ": a label before a title's name. */
const LABEL_BEFORE_NAME = /^[^:]{1,30}\d:\s+/;

/**
 * A title the page break cuts ("CHAPTER XVII — CONCERNING / CRUELTY AND CLEMENCY, AND" at a page's foot, "WHETHER IT
 * IS BETTER TO BE LOVED THAN FEARED" atop the next): its first words run to the page's last line (a page number may
 * follow), with the chapter's label or three words at least, so a line of prose is not taken for it. `rest` is what
 * the next page prints of it.
 */
function cutAtPageEnd(lines: string[], wanted: string, printed: (text: string) => string, from: number) {
  let end = lines.length;
  while (end > from && isPageNumber(lines[end - 1]!)) end--;
  for (let n = 1; n <= 7 && end - n >= from; n++) {
    const at = end - n;
    const text = printed(lines.slice(at, end).join(" "));
    // Or its first words, whatever the punctuation ("FEDERALIST No. 11" of "Federalist No. 11: The Utility of…").
    const [ownWords, wantedWords] = [wordsOf(text), wordsOf(wanted)];
    const rest = wanted.startsWith(`${text} `)
      ? wanted.slice(text.length + 1)
      : wantedWords.startsWith(`${ownWords} `) && wantedWords.slice(ownWords.length + 1);
    if (!text || !rest) continue;
    if (CHAPTER_LABEL.test(lines[at]!) || text.split(" ").length >= 3) return { at, count: n, rest };
  }
  return null;
}

/** How many of a page's first lines print the rest of a title the page before began (`titleLines`'s `rest`); 0 if none. */
export function restOfTitle(lines: string[], rest: string): number {
  for (let n = 1; n <= 4 && n <= lines.length; n++) if (wordsOf(lines.slice(0, n).join(" ")) === wordsOf(rest)) return n;
  return 0;
}
