import type { Highlight } from "../../shared/contract";

/** Readwise's CSV import columns, in its order (docs/decisions/123-export.md). */
export const READWISE_COLUMNS = ["Highlight", "Title", "Author", "URL", "Note", "Location", "Date"] as const;

/** One CSV field (RFC 4180), with a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2026-11-23 11:50:30": a date Readwise reads. */
const readwiseDate = (iso: string) => iso.slice(0, 19).replace("T", " ");

export function readwiseCsv(highlights: Highlight[], bookUrl: (bookId: string) => string): string {
  const lines = highlights.map((h) =>
    [h.text, h.book_title, h.book_authors.join(", "), bookUrl(h.book_id), h.note, h.location, readwiseDate(h.created_at)]
      .map(csvField)
      .join(","),
  );
  return [READWISE_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
