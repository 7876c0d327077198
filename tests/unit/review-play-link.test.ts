import { describe, expect, it } from "vitest";
import type { DueHighlight } from "../../shared/contract";
import { playFromHereUrl } from "../../web/src/features/review/lib/play-link";

const due = (over: Partial<DueHighlight>): DueHighlight => ({
  highlight_id: "h1",
  version: 0,
  text: "What stands in the way",
  note: "",
  book_id: "meditations",
  book_title: "Meditations",
  chapter_id: "ch-2",
  chapter_title: "Book Two",
  position: null,
  due: "2026-11-26T00:00:00.000Z",
  ...over,
});

describe("Play from here", () => {
  it("plays a saved sentence from its own place, in its chapter or in the full-book audio", () => {
    expect(playFromHereUrl(due({ position: { part: "ch-2", seconds: 42.5 } }))).toBe("/book/meditations?part=ch-2&at=42.5");
    expect(playFromHereUrl(due({ position: { part: "full", seconds: 601 } }))).toBe("/book/meditations?part=full&at=601");
  });

  it("starts the snippet's chapter when the highlight has no place, and opens the book for a summary's", () => {
    expect(playFromHereUrl(due({}))).toBe("/book/meditations?part=ch-2&at=0");
    expect(playFromHereUrl(due({ chapter_id: null, chapter_title: null }))).toBe("/book/meditations");
  });

  it("encodes the book id", () => {
    expect(playFromHereUrl(due({ book_id: "a b/c", chapter_id: null }))).toBe("/book/a%20b%2Fc");
  });
});
