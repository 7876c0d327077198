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
  /** Every result the full search shows: all library matches plus the external ones not already in the library. */
  total: number;
  showAll: boolean;
}

/** External results the library does not hold yet (an added external book keeps its google_ id). */
export function freshExternalBooks(local: Book[], external: Book[]): Book[] {
  const localIds = new Set(local.map((b) => b.book_id));
  return external.filter((b) => !localIds.has(b.book_id));
}

/** The result count "Show all {n} results" promises and the full search shows (they must agree). */
export function combinedTotal(local: Book[], localTotal: number, freshExternal: Book[]): number {
  return Math.max(localTotal, local.length) + freshExternal.length;
}

/**
 * At most `max` entries, library books first, then external ones the library does not hold yet.
 * When both have matches both groups show: the external group keeps up to half the slots, so ten or more
 * library matches cannot crowd it out. "Show all {n} results" appears when there are more than `max`.
 */
export function groupSuggestions(local: Book[], localTotal: number, external: Book[], max = MAX_SUGGESTIONS): SuggestionList {
  const freshExternal = freshExternalBooks(local, external);
  const externalSlots = local.length > 0 ? Math.floor(max / 2) : max;
  const shownExternal = freshExternal.slice(0, Math.min(externalSlots, freshExternal.length));
  const shownLocal = local.slice(0, max - shownExternal.length);
  // Fewer library books than their share: the external group may use the rest.
  const moreExternal = freshExternal.slice(
    shownExternal.length,
    shownExternal.length + (max - shownLocal.length - shownExternal.length),
  );
  const externalItems = [...shownExternal, ...moreExternal];
  const total = combinedTotal(local, localTotal, freshExternal);
  const groups: SuggestionGroup[] = [];
  if (shownLocal.length) groups.push({ title: LOCAL_GROUP_TITLE, items: shownLocal });
  if (externalItems.length) groups.push({ title: EXTERNAL_GROUP_TITLE, items: externalItems });
  return { groups, flat: [...shownLocal, ...externalItems], total, showAll: total > max };
}

/** Badges of one entry, in display order. */
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
