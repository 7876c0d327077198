import type { DueHighlight } from "../../../../../shared/contract";

/**
 * The book page's deep link that plays a chapter from a point (`?play=<chapterId>&t=<seconds>`, read by the book route);
 * a highlight without a chapter (a summary's) opens its book.
 */
export function playFromHereUrl(highlight: DueHighlight): string {
  const book = `/book/${encodeURIComponent(highlight.book_id)}`;
  if (!highlight.chapter_id) return book;
  const params = new URLSearchParams({ play: highlight.chapter_id });
  if (highlight.position_seconds !== null) params.set("t", String(Math.max(0, Math.floor(highlight.position_seconds))));
  return `${book}?${params}`;
}

/** The keys 1–4 grade Again, Hard, Good and Easy. */
export const GRADE_KEYS = { "1": "again", "2": "hard", "3": "good", "4": "easy" } as const;
