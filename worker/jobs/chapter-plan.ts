import type { OutlineEntry } from "../services/pdf";

export interface PlannedChapter {
  title: string;
  pageStart: number;
  pageEnd: number;
}

/** Pages per chapter when the PDF has neither bookmarks nor recognizable headings. */
export const FIXED_BLOCK_PAGES = 10;

const HEADING =
  /^(chapter|part|book|section)\s+(\d{1,3}|[ivxlcdm]{1,7}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/** A page whose first line reads like "Chapter 3: The Long Road" starts a chapter. */
export function detectHeading(pageText: string): string | null {
  const firstLine = pageText.trimStart().split("\n", 1)[0]?.trim() ?? "";
  if (!HEADING.test(firstLine)) return null;
  return firstLine.replace(/\s+/g, " ").slice(0, 120);
}

/** A bookmark's own words, without a leading label such as "A", "12", "IV." or "Appendix B:". */
function bareTitle(title: string): string {
  return title
    .trim()
    .replace(/^(?:(?:[Aa]ppendix|APPENDIX|[Aa]nnex)\s+)?(?:[A-Z]|\d{1,3}|[IVXLCDM]{1,7})(?:[.:)\u2013\u2014-]\s*|\s+)(?=\S)/, "")
    .replace(/[.:]+$/, "");
}

/** Pages a listener does not want as a chapter, at the start of a book's bookmarks... */
const FRONT_MATTER =
  /^(?:cover|title page|half[- ]title|copyright(?: page| notice)?|dedication|epigraph|(?:table of )?contents|list of (?:figures|tables|illustrations|abbreviations)|also by .+)$/i;
/** ...and at its end (an index mid-book, such as "The Body Mass Index", is a chapter). */
const BACK_MATTER =
  /^(?:(?!the )(?:[\w-]+ ){0,3}index(?:es)?|index of .+|bibliography|references|works cited|(?:end)?notes|acknowledge?ments|contributors|credits|about the authors?|colophon|copying(?: information| conditions)?|licen[cs]e|(?:gnu|creative commons) .*licen[cs]e|permissions|also by .+)$/i;

const sameWords = (a: string, b: string) => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return words(a) === words(b);
};

/**
 * Drops bookmarks of front matter from the start and back matter from the end (a real manual's outline ends
 * with its licence and two indexes, which made "chapters" to listen to and filled the long summary with licence
 * terms). Keeps every bookmark if all of them would go.
 */
export function withoutFrontAndBackMatter<T extends { title: string }>(entries: T[], documentTitle?: string | null): T[] {
  let first = 0;
  let end = entries.length;
  // The book's own title as its first bookmark: a title page ("The Rust Programming Language", then "Foreword").
  const titlePage = (title: string) => !!documentTitle && sameWords(title, documentTitle);
  while (first < end && (FRONT_MATTER.test(bareTitle(entries[first]!.title)) || titlePage(entries[first]!.title))) first++;
  while (end > first && BACK_MATTER.test(bareTitle(entries[end - 1]!.title))) end--;
  return first < end ? entries.slice(first, end) : entries;
}

/**
 * "1 Introduction", "2. Unified system": when the bookmarks number the chapters 1, 2, 3… in order, the number goes,
 * since every list of chapters shows its own ("1  1 Introduction" read twice). A title that merely starts with a
 * number ("10 Things I Learned" among unnumbered ones) keeps it.
 */
export function withoutChapterNumbers<T extends { title: string }>(chapters: T[]): T[] {
  const LABEL = /^(\d{1,3})\.?\s+(?=\S)/;
  const numbers = chapters.map((c) => LABEL.exec(c.title)?.[1]);
  const numbered = numbers.filter((n) => n !== undefined);
  if (numbered.length < 2 || !numbered.every((n, i) => Number(n) === i + 1)) return chapters;
  return chapters.map((c) => ({ ...c, title: c.title.replace(LABEL, "") }));
}

/**
 * The bookmarks that are chapters: the top level, or the level below it when the top is one entry (the book's own
 * title over everything) or only parts ("Part One", "Part II"), which would make a few hours-long "chapters".
 */
export function chapterBookmarks(outline: OutlineEntry[], sectionOutline: OutlineEntry[]): OutlineEntry[] {
  const onlyParts = outline.length > 0 && outline.every((e) => /^part\b/i.test(e.title.trim()));
  return (outline.length === 1 || onlyParts) && sectionOutline.length >= 2 ? sectionOutline : outline;
}

function fromStarts(starts: { title: string; page: number }[], pageCount: number): PlannedChapter[] {
  const unique = starts.filter((s, i) => s.page >= 1 && s.page <= pageCount && (i === 0 || s.page > starts[i - 1]!.page));
  return unique.map((s, i) => ({ title: s.title, pageStart: s.page, pageEnd: (unique[i + 1]?.page ?? pageCount + 1) - 1 }));
}

/**
 * The chapters of a book: the admin's ranges when given, else the PDF's chapter bookmarks (`chapterBookmarks`),
 * else pages that start with a chapter heading, else fixed blocks of pages. Pages before the
 * first bookmark or heading, and bookmarked front and back matter (contents, index, licence), are not part of
 * any chapter.
 */
export function planChapters(
  pages: string[],
  outline: OutlineEntry[],
  requested: PlannedChapter[],
  sectionOutline: OutlineEntry[] = [],
  documentTitle?: string | null,
): { chapters: PlannedChapter[]; source: "ranges" | "outline" | "headings" | "blocks" } {
  const pageCount = pages.length;
  if (requested.length) {
    return {
      source: "ranges",
      chapters: requested.map((c) => ({
        title: c.title,
        pageStart: Math.min(c.pageStart, pageCount),
        pageEnd: Math.min(Math.max(c.pageEnd, c.pageStart), pageCount),
      })),
    };
  }
  const bookmarks = chapterBookmarks(outline, sectionOutline);
  const fromOutline = withoutChapterNumbers(withoutFrontAndBackMatter(fromStarts(bookmarks, pageCount), documentTitle));
  if (fromOutline.length) return { source: "outline", chapters: fromOutline };

  const headings = pages.flatMap((text, i) => {
    const title = detectHeading(text);
    return title ? [{ title, page: i + 1 }] : [];
  });
  if (headings.length >= 2) return { source: "headings", chapters: fromStarts(headings, pageCount) };

  const blocks: PlannedChapter[] = [];
  for (let start = 1; start <= pageCount; start += FIXED_BLOCK_PAGES) {
    const end = Math.min(pageCount, start + FIXED_BLOCK_PAGES - 1);
    blocks.push({
      title: pageCount <= FIXED_BLOCK_PAGES ? "Full text" : `Pages ${start}\u2013${end}`,
      pageStart: start,
      pageEnd: end,
    });
  }
  return { source: "blocks", chapters: blocks };
}
