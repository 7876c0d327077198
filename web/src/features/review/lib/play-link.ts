import type { DueHighlight } from "../../../../../shared/contract";

/**
 * "Play from here": the book page's own place link, `/book/{id}?part={chapterId}&at={seconds}` (docs/decisions/133), at
 * the highlight's position when it has one, else the chapter's start; a highlight without a chapter (a summary's) opens
 * its book.
 */
export function playFromHereUrl(highlight: DueHighlight): string {
  const book = `/book/${encodeURIComponent(highlight.book_id)}`;
  if (!highlight.chapter_id) return book;
  const at = Math.max(0, Math.floor(highlight.position_seconds ?? 0));
  return `${book}?${new URLSearchParams({ part: highlight.chapter_id, at: String(at) })}`;
}

/** The keys 1–4 grade Again, Hard, Good and Easy. */
export const GRADE_KEYS = { "1": "again", "2": "hard", "3": "good", "4": "easy" } as const;
