import { describe, expect, it } from "vitest";
import { externalRecordNotice } from "../../shared/external-source";

const book = (book_id: string, isExternal: boolean, date_of_summary: string | null) => ({ book_id, isExternal, date_of_summary });

describe("an external book's page says whose record it shows until it is summarized", () => {
  it("names the catalogue the record came from", () => {
    expect(externalRecordNotice(book("ol_OL45804W", true, null))).toBe("From Open Library, not yet summarized");
    expect(externalRecordNotice(book("google_abc123", true, null))).toBe("From Google Books, not yet summarized");
  });

  it("says nothing once Chapterly has summarized it, or for the library's own books", () => {
    expect(externalRecordNotice(book("ol_OL45804W", true, "2026-11-01T00:00:00Z"))).toBeNull();
    expect(externalRecordNotice(book("meditations", false, null))).toBeNull();
  });
});
