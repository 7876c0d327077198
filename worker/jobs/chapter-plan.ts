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

function fromStarts(starts: { title: string; page: number }[], pageCount: number): PlannedChapter[] {
  const unique = starts.filter((s, i) => s.page >= 1 && s.page <= pageCount && (i === 0 || s.page > starts[i - 1]!.page));
  return unique.map((s, i) => ({ title: s.title, pageStart: s.page, pageEnd: (unique[i + 1]?.page ?? pageCount + 1) - 1 }));
}

/**
 * The chapters of a book: the admin's ranges when given, else the PDF's top-level bookmarks,
 * else pages that start with a chapter heading, else fixed blocks of pages. Pages before the
 * first bookmark or heading (front matter) are not part of any chapter.
 */
export function planChapters(
  pages: string[],
  outline: OutlineEntry[],
  requested: PlannedChapter[],
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
  const fromOutline = fromStarts(outline, pageCount);
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
