import { idSlices } from "./bound-ids";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { ftsMatchExpression } from "../lib/fts-query";
import type { Database } from "./client";
import { books, categoryCounts, type Book } from "./schema";

/**
 * bm25 weights per books_fts column (title, authors, isbn, topic): a title hit outranks an
 * author hit, which outranks ISBN and topic (docs/decisions/030-library-search.md).
 */
const RANK = sql.raw("bm25(books_fts, 10.0, 4.0, 2.0, 1.0)");

export interface SearchPage {
  books: Book[];
  total: number;
}

/**
 * Above this many matches a query is "broad" (one or two letters match most of a large library):
 * bm25 over every match would cost about 1.5 µs a row and tell the reader little, so broad queries
 * are ordered by title-before-other-columns, then library order (docs/decisions/030-library-search.md).
 */
export const RANKED_MATCH_LIMIT = 5_000;

/**
 * Prefix search over title, authors, ISBN and topic, ranked by bm25 unless broad (see RANKED_MATCH_LIMIT).
 * User text never reaches MATCH raw.
 */
export async function searchBooks(
  db: Database,
  query: string,
  limit: number,
  offset: number,
  rankedMatchLimit = RANKED_MATCH_LIMIT,
): Promise<SearchPage> {
  const match = ftsMatchExpression(query);
  if (!match) return { books: [], total: 0 };
  const total = await countMatches(db, match);
  if (total === 0 || offset >= total) return { books: [], total };
  const seqs =
    total <= rankedMatchLimit
      ? await rowids(db, sql`books_fts match ${match} order by ${RANK}, rowid`, limit, offset)
      : await broadMatchRowids(db, query, match, limit, offset);
  const rows = seqs.length ? await db.select().from(books).where(inArray(books.seq, seqs)) : [];
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  return { books: seqs.map((s) => bySeq.get(s)).filter((b): b is Book => !!b), total };
}

/** Title matches first, then matches in the other columns only, each in rowid (library) order: no per-row scoring. */
async function broadMatchRowids(db: Database, query: string, match: string, limit: number, offset: number) {
  const titleMatch = ftsMatchExpression(query, "title")!;
  const titleTotal = await countMatches(db, titleMatch);
  const fromTitles =
    offset < titleTotal ? await rowids(db, sql`books_fts match ${titleMatch} order by rowid`, limit, offset) : [];
  if (fromTitles.length === limit) return fromTitles;
  const otherColumnsOnly = `(${match}) NOT (${titleMatch})`;
  const fromOthers = await rowids(
    db,
    sql`books_fts match ${otherColumnsOnly} order by rowid`,
    limit - fromTitles.length,
    Math.max(0, offset - titleTotal),
  );
  return [...fromTitles, ...fromOthers];
}

async function countMatches(db: Database, match: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from books_fts where books_fts match ${match}`);
  return row?.n ?? 0;
}

async function rowids(db: Database, whereAndOrder: SQL, limit: number, offset: number): Promise<number[]> {
  const hits = await db.all<{ seq: number }>(
    sql`select rowid as seq from books_fts where ${whereAndOrder} limit ${limit} offset ${offset}`,
  );
  return hits.map((h) => h.seq);
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
  // Up to 200 hits ("The"): read in slices a statement can bind.
  const rows = (
    await Promise.all(idSlices(hits.map((h) => h.seq)).map((seqs) => db.select().from(books).where(inArray(books.seq, seqs))))
  ).flat();
  return rows.filter((b) => b.title.trim().toLowerCase() === wanted).sort((a, b) => a.seq - b.seq);
}

export interface CategoryCount {
  topic: string;
  count: number;
}

/**
 * Topics with their number of publicly listed books, biggest first; `language` filters on the book's language.
 * Reads the counts triggers keep on every book write (migration 0010): one row per topic, whatever the library's size.
 */
export async function listCategories(db: Database, language: string | null): Promise<CategoryCount[]> {
  const rows = await db
    .select({ topic: categoryCounts.topic, count: categoryCounts.count })
    .from(categoryCounts)
    .where(and(eq(categoryCounts.language, language ?? ALL_LANGUAGES), gt(categoryCounts.count, 0)));
  // Sorted here, not by SQL: D1 counts the rows of a sort's temporary table as read again.
  return rows.sort((a, b) => b.count - a.count || (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0));
}

/** The category_counts row set that counts books of every language. */
export const ALL_LANGUAGES = "*";
