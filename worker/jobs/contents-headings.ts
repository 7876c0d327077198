import { sameWords, wordsOf } from "./chapter-bookmarks";

/** Where a chapter named by the book's contents starts: the title as the contents gives it, and its page. */
export interface NamedStart {
  title: string;
  page: number;
}

const CONTENTS_HEADING = /^(?:table of )?contents\.?$/i;

/** "=WALDEN=", "Economy ........ 1", "The Bean-Field 155": a contents line's title, without marks and page number. */
const entryTitle = (line: string) =>
  line
    .replace(/[=*_]+/g, " ")
    .replace(/(?:\s*\.{2,}\s*|\s+)(?:\d{1,4}|[ivxlc]{1,6})$/, "")
    .replace(/\s+/g, " ")
    .trim();

/** A contents line: a short title that opens with a capital, not a sentence going on. */
const isEntry = (title: string) =>
  /^["“‘(]?\p{Lu}/u.test(title) && title.split(" ").length <= 12 && !/[,;]$/.test(title) && /\p{L}{3}/u.test(title);

/**
 * A plain-text book without numbered chapters (Walden: "Contents", then "Economy", "Where I Lived, and What I Lived
 * For", "Reading"…): the titles its contents lists, each found again later as a line of its own, in the contents'
 * order (docs/decisions/232). At least three, else none.
 */
export function contentsNamedStarts(pages: string[]): NamedStart[] {
  const lines = pages.flatMap((text, i) => text.split("\n").map((line) => ({ text: line.trim(), page: i + 1 })));
  const searched = Math.max(1, Math.ceil(pages.length * 0.15));
  const heading = lines.findIndex((line) => line.page <= searched && CONTENTS_HEADING.test(line.text));
  if (heading < 0) return [];
  // The list runs until a line that is no title, or until its first title comes again (the book has begun).
  const entries: string[] = [];
  let at = heading + 1;
  for (; at < lines.length; at++) {
    const title = entryTitle(lines[at]!.text);
    if (!title) continue;
    if (!isEntry(title) || (entries.length && sameWords(title, entries[0]!))) break;
    entries.push(title);
  }
  // Each line's words once: a long book has many lines and a contents many titles.
  const words = lines.map((line, i) => (i >= at ? wordsOf(entryTitle(line.text)) : ""));
  const starts: NamedStart[] = [];
  for (const entry of entries) {
    const found = words.indexOf(wordsOf(entry), at);
    if (found < 0) continue;
    starts.push({ title: entry, page: lines[found]!.page });
    at = found + 1;
  }
  return starts.length >= 3 ? starts : [];
}
