import { describe, expect, it } from "vitest";
import { groupSuggestions, moveHighlight, suggestionBadges } from "../../web/src/features/search/lib/suggestions";
import type { Book } from "../../web/src/lib/types";

const book = (id: string, extra: Partial<Book> = {}): Book =>
  ({
    book_id: id,
    title: id,
    authors: [],
    topic: "General",
    audio: false,
    date_of_summary: null,
    isExternal: false,
    ...extra,
  }) as Book;
const many = (prefix: string, n: number, extra: Partial<Book> = {}) =>
  Array.from({ length: n }, (_, i) => book(`${prefix}${i}`, extra));

describe("suggestion grouping (spec 2)", () => {
  it("puts local books under the library group and external ones under External Books", () => {
    const list = groupSuggestions(many("l", 2), 2, many("google_", 3, { isExternal: true }));
    expect(list.groups.map((g) => [g.title, g.items.length])).toEqual([
      ["Already requested by someone or processed", 2],
      ["External Books", 3],
    ]);
    expect(list.flat.map((b) => b.book_id)).toEqual(["l0", "l1", "google_0", "google_1", "google_2"]);
    expect(list.showAll).toBe(false);
    expect(list.total).toBe(5);
  });

  it("shows at most 10, keeps the External Books group with 10+ library matches, and counts both", () => {
    const list = groupSuggestions(many("l", 10), 37, many("google_", 5, { isExternal: true }));
    expect(list.flat).toHaveLength(10);
    expect(list.groups.map((g) => [g.title, g.items.length])).toEqual([
      ["Already requested by someone or processed", 5],
      ["External Books", 5],
    ]);
    expect(list.total).toBe(42);
    expect(list.showAll).toBe(true);
  });

  it("lets external books use the slots the library leaves free", () => {
    const list = groupSuggestions(many("l", 2), 2, many("google_", 9, { isExternal: true }));
    expect(list.groups.map((g) => [g.title, g.items.length])).toEqual([
      ["Already requested by someone or processed", 2],
      ["External Books", 8],
    ]);
    expect(list.total).toBe(11);
    expect(list.showAll).toBe(true);
  });

  it("shows only the library when no external book is new", () => {
    const list = groupSuggestions(many("l", 10), 12, [book("l3", { isExternal: true })]);
    expect(list.groups.map((g) => [g.title, g.items.length])).toEqual([["Already requested by someone or processed", 10]]);
    expect(list.total).toBe(12);
  });

  it("does not offer Show all at exactly 10 results", () => {
    const list = groupSuggestions(many("l", 5), 5, many("google_", 5, { isExternal: true }));
    expect(list.flat).toHaveLength(10);
    expect(list.showAll).toBe(false);
  });

  it("drops external results the library already holds", () => {
    const list = groupSuggestions([book("google_a")], 1, [
      book("google_a", { isExternal: true }),
      book("google_b", { isExternal: true }),
    ]);
    expect(list.flat.map((b) => b.book_id)).toEqual(["google_a", "google_b"]);
    expect(list.total).toBe(2);
  });

  it("has no groups when nothing matched (the empty state)", () => {
    expect(groupSuggestions([], 0, [])).toEqual({ groups: [], flat: [], total: 0, showAll: false });
  });
});

describe("suggestion entries and keys", () => {
  it("shows Audio, Summarized, External and the first topic unless General", () => {
    expect(suggestionBadges(book("a", { audio: true, date_of_summary: "2024-01-01", topic: "Philosophy, Ethics" }))).toEqual([
      "Audio",
      "Summarized",
      "Philosophy",
    ]);
    expect(suggestionBadges(book("b", { isExternal: true }))).toEqual(["External"]);
  });

  it("moves the highlight with wrap-around", () => {
    expect(moveHighlight(-1, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(2, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(0, 3, "ArrowUp")).toBe(2);
    expect(moveHighlight(-1, 0, "ArrowDown")).toBe(-1);
  });
});
