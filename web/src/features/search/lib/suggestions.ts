import type { Book } from "../../../lib/types";

export const MAX_SUGGESTIONS = 10;
export const LOCAL_GROUP_TITLE = "Already requested by someone or processed";
export const EXTERNAL_GROUP_TITLE = "External Books";

export interface SuggestionGroup {
  title: string;
  items: Book[];
}

export interface SuggestionList {
  groups: SuggestionGroup[];
  /** The shown items in display order, for keyboard movement. */
  flat: Book[];
  /** Every result found: all local matches plus the external ones not already in the library. */
  total: number;
  showAll: boolean;
}

/**
 * Spec 2: local books first, then external ones the library does not hold yet, at most `max`
 * shown; "Show all {n} results" when there are more results than that.
 */
export function groupSuggestions(local: Book[], localTotal: number, external: Book[], max = MAX_SUGGESTIONS): SuggestionList {
  const localIds = new Set(local.map((b) => b.book_id));
  const freshExternal = external.filter((b) => !localIds.has(b.book_id));
  const shownLocal = local.slice(0, max);
  const shownExternal = freshExternal.slice(0, Math.max(0, max - shownLocal.length));
  const total = Math.max(localTotal, local.length) + freshExternal.length;
  const groups: SuggestionGroup[] = [];
  if (shownLocal.length) groups.push({ title: LOCAL_GROUP_TITLE, items: shownLocal });
  if (shownExternal.length) groups.push({ title: EXTERNAL_GROUP_TITLE, items: shownExternal });
  return { groups, flat: [...shownLocal, ...shownExternal], total, showAll: total > max };
}

/** Spec 2 badges of one entry, in display order. */
export function suggestionBadges(book: Book): string[] {
  const badges: string[] = [];
  if (book.audio) badges.push("Audio");
  if (book.date_of_summary) badges.push("Summarized");
  if (book.isExternal) badges.push("External");
  const firstTopic = book.topic?.split(",")[0]?.trim();
  if (firstTopic && firstTopic !== "General") badges.push(firstTopic);
  return badges;
}

/** The next highlighted index for ArrowDown/ArrowUp, wrapping around; -1 means none. */
export function moveHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current + 1 >= count ? 0 : current + 1;
  return current - 1 < 0 ? count - 1 : current - 1;
}
