import { eq, inArray, sql } from "drizzle-orm";
import { ftsMatchExpression } from "../lib/fts-query";
import type { Database } from "./client";
import { books, libraryState, type Book } from "./schema";

/**
 * bm25 weights per books_fts column (title, authors, isbn, topic): a title hit outranks an
 * author hit, which outranks ISBN and topic (docs/decisions/030-library-search.md).
 */
const RANK = sql.raw("bm25(books_fts, 10.0, 4.0, 2.0, 1.0)");

export interface SearchPage {
  books: Book[];
  total: number;
}

/** Ranked prefix search over title, authors, ISBN and topic. User text never reaches MATCH raw. */
export async function searchBooks(db: Database, query: string, limit: number, offset: number): Promise<SearchPage> {
  const match = ftsMatchExpression(query);
  if (!match) return { books: [], total: 0 };
  const [hits, counts] = await Promise.all([
    db.all<{ seq: number }>(
      sql`select rowid as seq from books_fts where books_fts match ${match} order by ${RANK}, rowid limit ${limit} offset ${offset}`,
    ),
    db.all<{ n: number }>(sql`select count(*) as n from books_fts where books_fts match ${match}`),
  ]);
  const seqs = hits.map((h) => h.seq);
  const rows = seqs.length ? await db.select().from(books).where(inArray(books.seq, seqs)) : [];
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  return { books: seqs.map((s) => bySeq.get(s)).filter((b): b is Book => !!b), total: counts[0]?.n ?? 0 };
}

/** Books whose title equals `title` (case-insensitive), narrowed through the FTS title column. */
export async function findBooksByTitle(db: Database, title: string): Promise<Book[]> {
  const match = ftsMatchExpression(title, "title");
  if (!match) return [];
  const hits = await db.all<{ seq: number }>(
    sql`select rowid as seq from books_fts where books_fts match ${match} order by ${RANK}, rowid limit 200`,
  );
  if (hits.length === 0) return [];
  const wanted = title.trim().toLowerCase();
  const rows = await db
    .select()
    .from(books)
    .where(
      inArray(
        books.seq,
        hits.map((h) => h.seq),
      ),
    );
  return rows.filter((b) => b.title.trim().toLowerCase() === wanted).sort((a, b) => a.seq - b.seq);
}

export interface CategoryCount {
  topic: string;
  count: number;
}

/** Topics with their number of books, biggest first; `language` filters on the book's language. */
export async function listCategories(db: Database, language: string | null): Promise<CategoryCount[]> {
  return db
    .select({ topic: books.topic, count: sql<number>`count(*)` })
    .from(books)
    .where(language ? eq(books.language, language) : undefined)
    .groupBy(books.topic)
    .orderBy(sql`count(*) desc`, books.topic);
}

/** The library's version: SQL triggers bump it on every book or request write (migration 0003). */
export async function libraryVersion(db: Database): Promise<number> {
  const row = await db.query.libraryState.findFirst({ where: eq(libraryState.id, 1) });
  return row?.version ?? 0;
}
