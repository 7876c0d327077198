import type { Highlight } from "../../shared/contract";
import type { Database } from "../db/client";
import { favouritesForExport, historyForExport } from "../db/export";
import { listHighlights } from "../db/highlights";
import { listListeningSessions, type LoggedSession } from "../db/listening-sessions";
import { mdText } from "./markdown";

/**
 * The export, one section per kind of data (docs/decisions/123-export.md). Each section loads its rows with one
 * small function and renders its own Markdown; the JSON export is `{ [key]: rows }` in this order. To add a
 * section, write one object like these and list it in EXPORT_SECTIONS.
 */
export interface ExportSection<Row> {
  key: string;
  title: string;
  /** Premium data (highlights and notes) is exported to premium readers only; the rest is every reader's own. */
  premium: boolean;
  load: (db: Database, userId: string) => Promise<Row[]>;
  markdown: (rows: Row[]) => string;
}

const quote = (text: string) => `> ${mdText(text)}`;

/** Highlights grouped by book, each with its note. */
export const highlightsSection: ExportSection<Highlight> = {
  key: "highlights",
  premium: true,
  title: "Highlights",
  load: (db, userId) => listHighlights(db, userId),
  markdown: (rows) => {
    const byBook = new Map<string, Highlight[]>();
    for (const h of rows) byBook.set(h.book_id, [...(byBook.get(h.book_id) ?? []), h]);
    return [...byBook.values()]
      .map((list) => {
        const first = list[0]!;
        const items = list.map((h) =>
          [
            quote(h.text),
            "",
            `— ${mdText(h.source_label)}, ${h.created_at.slice(0, 10)}`,
            ...(h.note ? ["", `Note: ${mdText(h.note)}`] : []),
          ].join("\n"),
        );
        return [`### ${mdText(first.book_title)} by ${mdText(first.book_authors.join(", "))}`, "", items.join("\n\n")].join("\n");
      })
      .join("\n\n");
  },
};

/** The notes alone, each with the passage it is about. */
export const notesSection: ExportSection<{ book_title: string; text: string; note: string; created_at: string }> = {
  key: "notes",
  premium: true,
  title: "Notes",
  load: async (db, userId) =>
    (await listHighlights(db, userId))
      .filter((h) => h.note)
      .map((h) => ({ book_title: h.book_title, text: h.text, note: h.note, created_at: h.created_at })),
  markdown: (rows) => rows.map((n) => `- ${mdText(n.note)} (on “${mdText(n.text)}”, ${mdText(n.book_title)})`).join("\n"),
};

export const favouritesSection: ExportSection<Awaited<ReturnType<typeof favouritesForExport>>[number]> = {
  key: "favourites",
  premium: false,
  title: "Favourites",
  load: favouritesForExport,
  markdown: (rows) =>
    rows.map((f) => `- ${mdText(f.title)} by ${mdText(f.authors.join(", "))} (added ${f.addedAt.slice(0, 10)})`).join("\n"),
};

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export const historySection: ExportSection<Awaited<ReturnType<typeof historyForExport>>[number]> = {
  key: "history",
  premium: false,
  title: "Listening history",
  load: historyForExport,
  markdown: (rows) =>
    rows
      .map((h) => `- ${mdText(h.title)} (${h.audio}): at ${minutes(h.seconds)}, last played ${h.updatedAt.slice(0, 10)}`)
      .join("\n"),
};

/** The most sessions one export carries (newest first): years of daily listening. */
export const EXPORT_SESSION_LIMIT = 10_000;

/**
 * The listening log's sessions as D1 holds them: the ledger flushes each within a minute, so a session of the
 * last minute may not be in an export yet (docs/decisions/130).
 */
export const listeningLogSection: ExportSection<LoggedSession> = {
  key: "listeningLog",
  premium: false,
  title: "Listening log",
  load: (db, userId) => listListeningSessions(db, userId, { limit: EXPORT_SESSION_LIMIT }),
  markdown: (rows) =>
    rows
      .map((r) => {
        const part = r.mode === "full" ? "Full book" : mdText(r.chapterTitle ?? "a chapter");
        const span = `${minutes(Math.round(r.fromSeconds))}–${minutes(Math.round(r.toSeconds))}`;
        const via = r.source === "podcast" ? ", via podcast app" : "";
        return `- ${r.day}: ${mdText(r.bookTitle)}, ${part}, ${span} (${Math.round(r.seconds / 60)} min)${via}`;
      })
      .join("\n"),
};

/** Every section, in the order the files list them. */
// biome-ignore lint/suspicious/noExplicitAny: each section has its own row type.
export const EXPORT_SECTIONS: ExportSection<any>[] = [
  highlightsSection,
  notesSection,
  favouritesSection,
  historySection,
  listeningLogSection,
];
