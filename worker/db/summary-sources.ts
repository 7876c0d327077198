import { and, eq } from "drizzle-orm";
import type { SummarySourcesLength, SummarySentence } from "../../shared/contract";
import { htmlToPlainText } from "../lib/plain-text";
import { sanitizeHtml } from "../lib/sanitize";
import type { BookForSummary, SummarySentences } from "../services/summarizer/types";
import { listChapterRows, snippetRowsByChapter } from "./chapters";
import type { Database } from "./client";
import { books, chapters, snippetSources, snippets, summarySources } from "./schema";

/**
 * A snippet's plain text as a reader sees it (the served, sanitized HTML through worker/lib/plain-text.ts):
 * the text a summary source's character range points into.
 */
export function snippetPlainText(html: string): string {
  return htmlToPlainText(sanitizeHtml(html));
}

/** A book's chapters and their snippets' plain text, in reading order: what summaries are made from. */
export async function bookForSummary(db: Database, bookId: string): Promise<BookForSummary> {
  const [chapters, book] = await Promise.all([
    listChapterRows(db, bookId),
    db.query.books.findFirst({ columns: { authors: true }, where: eq(books.bookId, bookId) }),
  ]);
  const byChapter = await snippetRowsByChapter(
    db,
    chapters.map((c) => c.id),
  );
  return {
    authors: book?.authors ?? [],
    chapters: chapters.map((c) => ({
      chapterId: c.id,
      title: c.title,
      snippets: (byChapter.get(c.id) ?? []).map((s) => ({ snippetId: s.id, text: snippetPlainText(s.html) })),
    })),
  };
}

/** Statements that replace a book's summary sources, for the batch that writes its summaries. */
export function summarySourceWrites(db: Database, bookId: string, sentences: SummarySentences) {
  return (["short", "medium", "long"] as const).map((length) =>
    db
      .insert(summarySources)
      .values({ bookId, length, sentences: sentences[length] })
      .onConflictDoUpdate({ target: [summarySources.bookId, summarySources.length], set: { sentences: sentences[length] } }),
  );
}

export async function storedSummarySources(
  db: Database,
  bookId: string,
  length: SummarySourcesLength,
): Promise<SummarySentence[] | undefined> {
  const [row] = await db
    .select({ sentences: summarySources.sentences })
    .from(summarySources)
    .where(and(eq(summarySources.bookId, bookId), eq(summarySources.length, length)));
  return row?.sentences;
}

/** The stored sentences of a book's snippets, by snippet id (docs/decisions/144). */
export async function storedSnippetSources(db: Database, bookId: string): Promise<Map<string, SummarySentence[]>> {
  const rows = await db
    .select({ snippetId: snippetSources.snippetId, sentences: snippetSources.sentences })
    .from(snippetSources)
    .innerJoin(snippets, eq(snippets.id, snippetSources.snippetId))
    .innerJoin(chapters, eq(chapters.id, snippets.chapterId))
    .where(eq(chapters.bookId, bookId));
  return new Map(rows.map((r) => [r.snippetId, r.sentences]));
}
