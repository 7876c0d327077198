import type { ExportFile, ExportFormat, Highlight } from "../../shared/contract";
import type { Database } from "../db/client";
import { listHighlights } from "../db/highlights";
import { EXPORT_SECTIONS } from "./sections";

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

export async function buildExport(
  db: Database,
  user: { id: string; email: string },
  format: ExportFormat,
  bookUrl: (bookId: string) => string,
  now = new Date(),
): Promise<ExportFile> {
  const day = now.toISOString().slice(0, 10);
  if (format === "csv")
    return {
      filename: `chapterly-highlights-${day}.csv`,
      contentType: "text/csv; charset=utf-8",
      content: readwiseCsv(await listHighlights(db, user.id), bookUrl),
    };
  const loaded = await Promise.all(EXPORT_SECTIONS.map(async (s) => [s, await s.load(db, user.id)] as const));
  if (format === "json")
    return {
      filename: `chapterly-export-${day}.json`,
      contentType: "application/json",
      content: JSON.stringify(
        { exported_at: now.toISOString(), account: user.email, ...Object.fromEntries(loaded.map(([s, rows]) => [s.key, rows])) },
        null,
        2,
      ),
    };
  const body = loaded.map(([s, rows]) => `## ${s.title}\n\n${rows.length ? s.markdown(rows) : "_None yet._"}`).join("\n\n");
  return {
    filename: `chapterly-export-${day}.md`,
    contentType: "text/markdown; charset=utf-8",
    content: `# Chapterly export\n\nExported ${now.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\n${body}\n`,
  };
}
