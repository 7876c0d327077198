import { and, asc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { books } from "./schema";

/** The sitemap protocol's limit of URLs per sitemap file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Rows per D1 query while building one sitemap file, to keep each result small. */
const SITEMAP_PAGE_ROWS = 10_000;

export interface SitemapFile {
  /** 1-based file number: books-{n}.xml. */
  n: number;
  urls: number;
  lastmod: Date | null;
}

/**
 * Sitemap files are ranges of `seq`, the books' integer primary key: file n holds the
 * summarized books with seq in ((n-1)*perFile, n*perFile]. A range never holds more than
 * perFile books, a book never moves to another file, and each file is one primary-key range
 * scan. Only files that hold at least one summarized book are listed.
 */
export async function listSitemapFiles(db: Database, perFile = SITEMAP_URLS_PER_FILE): Promise<SitemapFile[]> {
  const rows = await db.all<{ chunk: number; urls: number; lastmod: number | null }>(sql`
    select cast((${books.seq} - 1) / ${perFile} as integer) as chunk, count(*) as urls, max(${books.dateOfSummary}) as lastmod
    from ${books}
    where ${books.dateOfSummary} is not null
    group by chunk
    order by chunk`);
  return rows.map((row) => ({
    n: Number(row.chunk) + 1,
    urls: Number(row.urls),
    lastmod: row.lastmod === null ? null : new Date(Number(row.lastmod)),
  }));
}

/**
 * Changes whenever a book is added or newly summarized: part of the sitemaps' edge-cache keys,
 * so new books appear at once. Both lookups are index min/max, not scans.
 */
export async function sitemapStamp(db: Database): Promise<string> {
  const [row] = await db.all<{ s: number | null; d: number | null }>(
    sql`select (select max(${books.seq}) from ${books}) as s, (select max(${books.dateOfSummary}) from ${books}) as d`,
  );
  return `${row?.s ?? 0}-${row?.d ?? 0}`;
}

export interface SitemapEntry {
  bookId: string;
  title: string;
  authors: string[];
  dateOfSummary: Date | null;
}

/** The summarized books of sitemap file n, in seq order (keyset pages, never OFFSET). */
export async function listSitemapEntries(db: Database, n: number, perFile = SITEMAP_URLS_PER_FILE): Promise<SitemapEntry[]> {
  const upper = n * perFile;
  let after = (n - 1) * perFile;
  const entries: SitemapEntry[] = [];
  for (;;) {
    const page = await db
      .select({
        seq: books.seq,
        bookId: books.bookId,
        title: books.title,
        authors: books.authors,
        dateOfSummary: books.dateOfSummary,
      })
      .from(books)
      .where(and(gt(books.seq, after), lte(books.seq, upper), isNotNull(books.dateOfSummary)))
      .orderBy(asc(books.seq))
      .limit(SITEMAP_PAGE_ROWS);
    for (const { seq: _seq, ...entry } of page) entries.push(entry);
    const last = page.at(-1);
    if (!last || page.length < SITEMAP_PAGE_ROWS) break;
    after = last.seq;
  }
  return entries;
}

/**
 * What a summary page shows. The cover is not selected (it can be a large data URL):
 * only whether there is one, and its address when it is already an http(s) URL.
 */
export async function findSummaryPageBook(db: Database, bookId: string) {
  const [row] = await db
    .select({
      bookId: books.bookId,
      title: books.title,
      authors: books.authors,
      isbn: books.isbn,
      publisher: books.publisher,
      year: books.year,
      topic: books.topic,
      pages: books.pages,
      language: books.language,
      smallSummarization: books.smallSummarization,
      mediumSummarization: books.mediumSummarization,
      dateOfSummary: books.dateOfSummary,
      audio: books.audio,
      version: books.version,
      updatedAt: books.updatedAt,
      /** A cover the page can serve itself: an image data URL or bare base64 (as the SPA reads them). */
      hasCover:
        sql<boolean>`(${books.coverImageBase64} like 'data:image/%' or (${books.coverImageBase64} != '' and ${books.coverImageBase64} not glob '*[^A-Za-z0-9+/=]*'))`.mapWith(
          Boolean,
        ),
      /** An SVG cover (a title cover, decision 197), which link previews do not show. */
      coverIsVector:
        sql<boolean>`(${books.coverImageBase64} like 'data:image/svg%' or ${books.coverImageBase64} like 'PHN2Zy%' or ${books.coverImageBase64} like 'PD94bWwg%' or ${books.coverImageBase64} like '%.svg')`.mapWith(
          Boolean,
        ),
      coverUrl: sql<
        string | null
      >`case when ${books.coverImageBase64} like 'http://%' or ${books.coverImageBase64} like 'https://%' or ${books.coverImageBase64} like '/%' then ${books.coverImageBase64} end`,
    })
    .from(books)
    .where(eq(books.bookId, bookId))
    .limit(1);
  return row ?? null;
}

export type SummaryPageBook = NonNullable<Awaited<ReturnType<typeof findSummaryPageBook>>>;

export async function findBookCover(db: Database, bookId: string) {
  const [row] = await db
    .select({
      bookId: books.bookId,
      title: books.title,
      authors: books.authors,
      version: books.version,
      dateOfSummary: books.dateOfSummary,
      cover: books.coverImageBase64,
    })
    .from(books)
    .where(eq(books.bookId, bookId))
    .limit(1);
  return row ?? null;
}
