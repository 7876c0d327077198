import { sameWords, wordsOf } from "../services/summarizer/printed-lines";
import { withoutNoteMark } from "../services/summarizer/printed-titles";
import { CUT_OFF } from "./chapter-titles";

/** Where a chapter named by the book's contents starts: the title as the contents gives it, and its page. */
export interface NamedStart {
  title: string;
  page: number;
}

const CONTENTS_HEADING = /^(?:table of )?contents\.?$/i;

/**
 * "=WALDEN=", "Economy ........ 1", "The Bean-Field 155": a contents line's title, without marks and page number; a
 * heading's too, without its editor's note mark ("COMPENSATION.[93]", Emerson's essays).
 */
const entryTitle = (line: string) =>
  withoutNoteMark(line)
    .replace(/[=*_]+/g, " ")
    .replace(/(?:\s*\.{2,}\s*|\s+)(?:\d{1,4}|[ivxlc]{1,6})$/, "")
    .replace(/\s+/g, " ")
    .trim();

/** A contents line: a short title that opens with a capital, not a sentence going on. */
const isEntry = (title: string, lineCount = 1) =>
  /^["“‘(]?\p{Lu}/u.test(title) && title.split(" ").length <= 12 * lineCount && !/[,;]$/.test(title) && /\p{L}{3}/u.test(title);

/**
 * A plain-text book without numbered chapters (Walden: "Contents", then "Economy", "Where I Lived, and What I Lived
 * For", "Reading"…): the titles its contents lists, each found again later as a line of its own, in the contents'
 * order (docs/decisions/232). At least three, else none.
 */
export function contentsNamedStarts(pages: string[]): NamedStart[] {
  const lines = pages.flatMap((text, i) => text.split("\n").map((line) => ({ text: line.trim(), page: i + 1 })));
  const { entries, at } = listedEntries(lines, pages.length);
  // Each line's words once, without a leading "the" ("FIRST BOOK" listed, "THE FIRST BOOK" printed): a long book has
  // many lines and a contents many titles.
  const key = (text: string) => wordsOf(entryTitle(text)).replace(/^the /, "");
  const linesOf = new Map<string, number[]>();
  for (let i = at; i < lines.length; i++) {
    const words = key(lines[i]!.text);
    if (words) linesOf.set(words, [...(linesOf.get(words) ?? []), i]);
  }
  // "SHAKESPEARE; OR, THE POET" listed, "SHAKSPEARE;[525] OR, THE POET" printed (Emerson's essays).
  const spelledAlike = (words: string) => [...linesOf].flatMap(([line, at]) => (oneWordSpelledApart(words, line) ? at : []));
  const found = inContentsOrder(
    entries.map((entry) => [...(linesOf.get(key(entry)) ?? []), ...spelledAlike(key(entry))].sort((a, b) => a - b)),
  );
  // Named as the book prints it ("THE FIRST BOOK"), where the chapter reads from.
  const starts = found.map((line) => ({ title: entryTitle(lines[line]!.text), page: lines[line]!.page }));
  return starts.length >= 3 ? starts : [];
}

/** The same words but one long word spelled with a letter more or less: "shakespeare or the poet", "shakspeare or the poet". */
function oneWordSpelledApart(a: string, b: string): boolean {
  // One letter apart in all (every line of a long book is compared with each title the contents lists).
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [x, y] = [a.split(" "), b.split(" ")];
  const apart = x.flatMap((word, i) => (word === y[i] ? [] : [[word, y[i] ?? ""]]));
  if (x.length !== y.length || apart.length !== 1) return false;
  const [long, short] = [...apart[0]!].sort((p, q) => q.length - p.length) as [string, string];
  if (short.length < 7 || long.length !== short.length + 1) return false;
  return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
}

/**
 * The titles a book's contents lists, in order ("PREFACE", "LETTER FROM WENDELL PHILLIPS, ESQ.", "CHAPTER I"…), and
 * where its list ends: the page's index and the line's.
 */
export function contentsEntries(pages: string[]): { entries: string[]; end: [number, number] } {
  const lines = pages.flatMap((text, i) =>
    text.split("\n").map((line, j) => ({ text: line.trim(), page: i + 1, at: [i, j] as [number, number] })),
  );
  const { entries, at } = listedEntries(lines, pages.length);
  return { entries, end: lines[at]?.at ?? [pages.length, 0] };
}

/**
 * The contents' titles, from a "Contents" line in the book's first pages, and the line after its list. The list runs
 * until a line that is no title, or until a title it lists comes again (the book has begun, with its first title or,
 * when the contents lists the notes first, its second).
 */
function listedEntries(lines: { text: string; page: number }[], pageCount: number): { entries: string[]; at: number } {
  const searched = Math.max(1, Math.ceil(pageCount * 0.15));
  const heading = lines.findIndex((line) => line.page <= searched && CONTENTS_HEADING.test(line.text));
  if (heading < 0) return { entries: [], at: lines.length };
  const entries: string[] = [];
  let at = heading + 1;
  for (; at < lines.length; at++) {
    let title = entryTitle(lines[at]!.text);
    if (!title) continue;
    // "WHEN MURDERING VITELLOZZO VITELLI, OLIVEROTTO DA FERMO," over "THE SIGNOR PAGOLO, AND THE DUKE DI GRAVINA
    // ORSINI": an entry wrapped after a comma or a small word goes on (on two more lines at most).
    let wrapped = 0;
    while (CUT_OFF.test(title) && wrapped < 2 && at + wrapped + 1 < lines.length)
      title = `${title} ${entryTitle(lines[at + ++wrapped]!.text)}`;
    if (!isEntry(title, wrapped + 1) || entries.some((entry) => sameWords(title, entry))) break;
    entries.push(title);
    at += wrapped;
  }
  return { entries, at };
}

/**
 * The lines of the most entries found in the contents' order, each at one of its lines (Meditations lists its "NOTES"
 * first and prints them last: they are left out, not the twelve books after them). The longest chain of (entry, line)
 * pairs rising in both, by patience sorting: an entry's lines go in from the last so it takes one of them at most.
 */
function inContentsOrder(linesOfEntries: number[][]): number[] {
  type Link = { line: number; before?: Link };
  const tails: Link[] = [];
  for (const found of linesOfEntries) {
    for (const line of [...found].reverse()) {
      let low = 0;
      let high = tails.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (tails[mid]!.line < line) low = mid + 1;
        else high = mid;
      }
      tails[low] = { line, before: tails[low - 1] };
    }
  }
  const chain: number[] = [];
  for (let link = tails.at(-1); link; link = link.before) chain.unshift(link.line);
  return chain;
}
