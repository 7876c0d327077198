import { and, desc, eq, sql } from "drizzle-orm";
import type { HighlightPosition, Highlight as HighlightResponse, SummaryLength } from "../../shared/contract";
import type { Database } from "./client";
import { books, chapters, highlights, snippets, type HighlightSourceKind } from "./schema";
import { htmlToPlainText, normalizeWhitespace } from "../lib/plain-text";

/** Highlights one reader may keep; the cap is checked in the insert itself, so two requests at once cannot pass it. */
export const MAX_HIGHLIGHTS_PER_USER = 2000;

const SUMMARY_COLUMNS = {
  small: books.smallSummarization,
  medium: books.mediumSummarization,
  large: books.largeSummarization,
} as const;
const SUMMARY_LABELS: Record<SummaryLength, string> = { small: "Short summary", medium: "Medium summary", large: "Long summary" };

export interface HighlightSource {
  /** The plain text the reader sees, whitespace collapsed. */
  text: string;
  label: string;
  /** The snippet's chapter; null for a summary. */
  chapterId: string | null;
}

/** The server's own copy of a snippet of this book, or one of its summaries; null when there is none. */
export async function findHighlightSource(
  db: Database,
  bookId: string,
  kind: HighlightSourceKind,
  sourceId: string,
): Promise<HighlightSource | null> {
  if (kind === "summary") {
    const column = SUMMARY_COLUMNS[sourceId as SummaryLength];
    if (!column) return null;
    const [row] = await db.select({ text: column }).from(books).where(eq(books.bookId, bookId)).limit(1);
    return row?.text
      ? { text: normalizeWhitespace(row.text), label: SUMMARY_LABELS[sourceId as SummaryLength], chapterId: null }
      : null;
  }
  const [row] = await db
    .select({ html: snippets.html, snippetTitle: snippets.title, chapterTitle: chapters.title, chapterId: chapters.id })
    .from(snippets)
    .innerJoin(chapters, eq(chapters.id, snippets.chapterId))
    .where(and(eq(snippets.id, sourceId), eq(chapters.bookId, bookId)))
    .limit(1);
  return row
    ? { text: htmlToPlainText(row.html), label: `${row.chapterTitle} · ${row.snippetTitle}`, chapterId: row.chapterId }
    : null;
}

export interface NewHighlightRow {
  id: string;
  userId: string;
  bookId: string;
  sourceKind: HighlightSourceKind;
  sourceId: string;
  text: string;
  note: string;
  location: number;
  position: HighlightPosition | null;
}

/**
 * Inserts unless the reader already has MAX_HIGHLIGHTS_PER_USER or the id exists (a replayed save: its caller looks the
 * id up with highlightOwner), then its review card (new, due at once); answers whether it did. A card missed by a crash
 * between the two is made lazily the same (ensureReviewCards in db/review.ts).
 */
export async function insertHighlight(db: Database, row: NewHighlightRow): Promise<boolean> {
  const result = await db.run(sql`
    insert or ignore into highlights (id, user_id, book_id, source_kind, source_id, text, note, location, audio_part, audio_seconds)
    select ${row.id}, ${row.userId}, ${row.bookId}, ${row.sourceKind}, ${row.sourceId}, ${row.text}, ${row.note}, ${row.location},
      ${row.position?.part ?? null}, ${row.position?.seconds ?? null}
    where (select count(*) from highlights where user_id = ${row.userId}) < ${MAX_HIGHLIGHTS_PER_USER}`);
  if ((result.meta?.changes ?? 0) === 0) return false;
  await db.run(sql`
    insert or ignore into review_cards (highlight_id, user_id, due)
    select id, user_id, created_at from highlights where id = ${row.id}`);
  return true;
}

/**
 * The reader's highlights, newest first, with each book's title and authors and a label for the source:
 * one statement whatever their number (the snippet and chapter titles come from left joins).
 */
export async function listHighlights(db: Database, userId: string, bookId?: string): Promise<HighlightResponse[]> {
  const rows = await db
    .select({
      h: highlights,
      title: books.title,
      authors: books.authors,
      snippetTitle: snippets.title,
      chapterTitle: chapters.title,
    })
    .from(highlights)
    .innerJoin(books, eq(books.bookId, highlights.bookId))
    .leftJoin(snippets, and(eq(highlights.sourceKind, "snippet"), eq(snippets.id, highlights.sourceId)))
    .leftJoin(chapters, eq(chapters.id, snippets.chapterId))
    .where(and(eq(highlights.userId, userId), bookId ? eq(highlights.bookId, bookId) : undefined))
    .orderBy(desc(highlights.createdAt), desc(highlights.id))
    .limit(MAX_HIGHLIGHTS_PER_USER);
  return rows.map(({ h, title, authors, snippetTitle, chapterTitle }) => ({
    id: h.id,
    book_id: h.bookId,
    book_title: title,
    book_authors: authors,
    source_kind: h.sourceKind,
    source_id: h.sourceId,
    source_label:
      h.sourceKind === "summary"
        ? (SUMMARY_LABELS[h.sourceId as SummaryLength] ?? "Summary")
        : chapterTitle
          ? `${chapterTitle} · ${snippetTitle ?? ""}`
          : "Snippet",
    text: h.text,
    note: h.note,
    location: h.location,
    position: h.audioPart !== null && h.audioSeconds !== null ? { part: h.audioPart, seconds: h.audioSeconds } : null,
    created_at: h.createdAt.toISOString(),
  }));
}

/** Deletes the reader's own highlight; false when there is none (someone else's, or already deleted). */
export async function deleteOwnHighlight(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .delete(highlights)
    .where(and(eq(highlights.userId, userId), eq(highlights.id, id)))
    .run();
  return (result.meta?.changes ?? 0) > 0;
}

/** Whose highlight an id is, if anyone's (the answer to a save whose insert was ignored). */
export async function highlightOwner(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: highlights.userId }).from(highlights).where(eq(highlights.id, id)).limit(1);
  return row?.userId ?? null;
}
