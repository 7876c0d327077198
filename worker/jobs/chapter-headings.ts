import { CUT_OFF, isRoman, romanValue } from "./chapter-titles";

/** Where a chapter starts when the PDF has no bookmarks: its heading's line and page. */
export interface HeadingStart {
  title: string;
  page: number;
}

const HEADING =
  /^(chapter|part|book|section)\s+(\d{1,3}|[ivxlcdm]{1,7}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/** A page whose first line reads like "Chapter 3: The Long Road" starts a chapter. */
export function detectHeading(pageText: string): string | null {
  const firstLine = pageText.trimStart().split("\n", 1)[0]?.trim() ?? "";
  if (!HEADING.test(firstLine)) return null;
  return firstLine.replace(/\s+/g, " ").slice(0, 120);
}

/**
 * "I. LAYING PLANS", "CHAPTER III", "Chapter 3: The Long Road": a line of its own that numbers a chapter, with a
 * short name in capitals after a bare numeral, or any short name after "Chapter". Not a reference in the text
 * ("Chapter V. ss. 19, note.", "XI. The "six calamities" are discussed in…").
 */
function numberedHeading(line: string): { value: number; title: string } | null {
  const text = line.trim().replace(/\s+/g, " ");
  const labelled = /^(?:chapter|part|book)\s+(\d{1,3}|[ivxlc]{1,7})\b[.:]?(?:\s*[—–-]?\s*(.*))?$/i.exec(text);
  const bare = /^(\d{1,3}|[IVXLC]{1,7})\.\s+([^\p{Ll}]*\p{Lu}[^\p{Ll}]*)$/u.exec(text);
  const match = labelled ?? bare;
  const name = match?.[2] ?? "";
  if (!match || name.split(" ").length > 12 || /^\p{Ll}/u.test(name) || /[,;]$/.test(name)) return null;
  const number = match[1]!;
  return { value: /^\d+$/.test(number) ? Number(number) : isRoman(number) ? romanValue(number) : 0, title: text };
}

/** "PART I.", "BOOK II.": a heading over chapters, not one of them. */
const PART_OR_BOOK = /^(?:part|book)\b/i;

/** Headings numbered 1, 2, 3… in order, each the first of its number after the one before. */
function inOrder(found: { value: number; title: string; page: number }[]): HeadingStart[] {
  const headings: HeadingStart[] = [];
  for (const heading of found)
    if (heading.value === headings.length + 1) headings.push({ title: heading.title, page: heading.page });
  return headings;
}

/**
 * The chapters' headings in a PDF without bookmarks (a book printed from plain text): lines that number chapters 1,
 * 2, 3… (or I, II, III…) in order anywhere on their pages, three at least; a page with three such lines is a
 * contents page and counts for none. Else the pages whose first line reads "Chapter 3".
 */
export function headingStarts(pages: string[]): HeadingStart[] {
  const found = pages.flatMap((text, i) => {
    const lines = text.split("\n");
    // "IV. POSITION OF THE COMMUNISTS IN RELATION TO THE" goes on with "VARIOUS EXISTING OPPOSITION PARTIES".
    const whole = (line: string, i: number) => (CUT_OFF.test(line.trim()) ? `${line.trim()} ${lines[i + 1] ?? ""}` : line);
    const last = lines.findLastIndex((line) => line.trim());
    // A heading at the foot of its page ("CHAPTER III." with "BEAUTY." overleaf) starts its chapter on the next.
    const onPage = lines.flatMap((line, j) => {
      const heading = numberedHeading(whole(line, j)) ?? numberedHeading(line);
      return heading ? [{ ...heading, page: j === last ? i + 2 : i + 1 }] : [];
    });
    return onPage.length >= 3 ? [] : onPage;
  });
  // "PART I." over "CHAPTER I.": the chapters, when they number three or more, else whatever numbers the book.
  const chapters = inOrder(found.filter((heading) => !PART_OR_BOOK.test(heading.title)));
  const numbered = chapters.length >= 3 ? chapters : inOrder(found);
  if (numbered.length >= 3) return numbered;
  return pages.flatMap((text, i) => {
    const title = detectHeading(text);
    return title ? [{ title, page: i + 1 }] : [];
  });
}
