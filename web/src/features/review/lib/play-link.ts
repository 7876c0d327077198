import type { DueHighlight } from "../../../../../shared/contract";

/**
 * "Play from here": the book page's own place link, `/book/{id}?part={chapterId}&at={seconds}` (docs/decisions/133), at
 * the highlight's position when it has one (a chapter or "full"), else its chapter's start; a summary's highlight opens
 * its book.
 */
export function playFromHereUrl(highlight: DueHighlight): string {
  const book = `/book/${encodeURIComponent(highlight.book_id)}`;
  const place = highlight.position ?? (highlight.chapter_id ? { part: highlight.chapter_id, seconds: 0 } : null);
  if (!place) return book;
  return `${book}?${new URLSearchParams({ part: place.part, at: String(Math.max(0, place.seconds)) })}`;
}

/** The keys 1–4 grade Again, Hard, Good and Easy. */
export const GRADE_KEYS = { "1": "again", "2": "hard", "3": "good", "4": "easy" } as const;
