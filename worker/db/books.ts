import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import type { Book as BookResponse } from "../../shared/contract";
import { books, type Book, type NewBook } from "./schema";

/** The Book shape every book answer carries (shared/contract/books.ts). */
export type { Book as BookResponse } from "../../shared/contract";

export interface SerializeOptions {
  requestCount?: number;
  /** Requesters' addresses are personal data: only admins see them (docs/decisions/003-book-privacy.md). */
  requestedEmails?: string[];
}

export function serializeBook(book: Book, options: SerializeOptions = {}): BookResponse {
  return {
    book_id: book.bookId,
    title: book.title,
    authors: book.authors,
    isbn: book.isbn,
    publisher: book.publisher,
    year: book.year,
    edition: book.edition,
    topic: book.topic,
    pages: book.pages,
    summary_model: book.summaryModel,
    cover_image_base64: book.coverImageBase64,
    small_summarization: book.smallSummarization,
    medium_summarization: book.mediumSummarization,
    large_summarization: book.largeSummarization,
    requested_emails: options.requestedEmails ?? [],
    requested_emails_count: options.requestCount ?? 0,
    date_of_summary: book.dateOfSummary ? book.dateOfSummary.toISOString() : null,
    translate_language: book.translateLanguage,
    audio: book.audio,
    audio_source: book.audioSource,
    full_audio: book.fullAudio,
    full_audio_source: book.fullAudioSource,
    chapter_duration: book.chapterDuration,
    download_link: book.downloadLink,
    alternate_download_links: book.alternateDownloadLinks,
    isExternal: book.isExternal,
  };
}

/**
 * Public lists show a book a user added from an outside catalogue only once an admin has summarized
 * it (docs/decisions/080-catalogue-owned-external-books.md); the FTS index applies the same rule.
 */
export const publiclyListedSql = sql`not (${books.isExternal} = 1 and ${books.dateOfSummary} is null)`;

export const BOOK_ORDERS = ["date_of_summary", "title"] as const;
export type BookOrder = (typeof BOOK_ORDERS)[number];

interface Cursor {
  k: string | number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify(cursor)).replace(/=+$/, "");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(atob(value)) as unknown;
    if (
      parsed &&
      typeof parsed === "object" &&
      "id" in parsed &&
      "k" in parsed &&
      typeof parsed.id === "string" &&
      (typeof parsed.k === "string" || typeof parsed.k === "number")
    ) {
      return { k: parsed.k, id: parsed.id };
    }
  } catch {
    // fall through
  }
  return null;
}

/**
 * One page of books. `date_of_summary` lists summarized books newest first (the top books);
 * `title` lists every book alphabetically. Keyset paging keeps deep pages as fast as the first.
 */
export async function listBooks(db: Database, order: BookOrder, limit: number, cursor: Cursor | null) {
  const rows =
    order === "date_of_summary"
      ? await db
          .select()
          .from(books)
          .where(
            and(
              isNotNull(books.dateOfSummary),
              // Row values, not an OR of two comparisons: SQLite seeks the index to the cursor (120).
              cursor ? sql`(${books.dateOfSummary}, ${books.bookId}) < (${Number(cursor.k)}, ${cursor.id})` : undefined,
            ),
          )
          .orderBy(desc(books.dateOfSummary), desc(books.bookId))
          .limit(limit + 1)
      : await db
          .select()
          .from(books)
          .where(
            and(
              publiclyListedSql,
              cursor ? sql`(${books.title}, ${books.bookId}) > (${String(cursor.k)}, ${cursor.id})` : undefined,
            ),
          )
          .orderBy(asc(books.title), asc(books.bookId))
          .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ k: order === "date_of_summary" ? (last.dateOfSummary?.getTime() ?? 0) : last.title, id: last.bookId })
      : null;
  return { page, nextCursor };
}

export async function findBookById(db: Database, bookId: string) {
  return db.query.books.findFirst({ where: eq(books.bookId, bookId) });
}

/**
 * A book's version goes up with every change to the book, its chapters, snippets or audio: the book answers and
 * the summary pages are cached by it. Every write that touches a book's content sets these columns.
 */
export const versionBump = () => ({ version: sql`${books.version} + 1`, updatedAt: new Date() });

/**
 * Writes some of a book's columns and bumps its version. A query, not a promise: run it with `await`, put it in a
 * `db.batch`, or add `.returning()`. An `updatedAt` among `columns` wins over the bump's.
 */
export function updateBook(db: Database, bookId: string, columns: Partial<NewBook> = {}) {
  return db
    .update(books)
    .set({ ...versionBump(), ...columns })
    .where(eq(books.bookId, bookId));
}

/** Sets a cover only where the book has none (an admin's upload meanwhile wins). */
export function setCoverIfMissing(db: Database, bookId: string, cover: string) {
  return db
    .update(books)
    .set({ ...versionBump(), coverImageBase64: cover })
    .where(and(eq(books.bookId, bookId), sql`${books.coverImageBase64} IS NULL OR ${books.coverImageBase64} = ''`));
}

/**
 * An edit of a book's details, and its cover redrawn in the same batch while the cover is still `cover.current` (an
 * admin's upload meanwhile wins). Answers the book as saved.
 */
export async function updateBookDetails(
  db: Database,
  bookId: string,
  columns: Partial<NewBook>,
  cover: { current: string; next: string } | null,
): Promise<Book | undefined> {
  const details = updateBook(db, bookId, columns).returning();
  if (!cover) return (await details)[0];
  const redraw = db
    .update(books)
    .set({ coverImageBase64: cover.next })
    .where(and(eq(books.bookId, bookId), eq(books.coverImageBase64, cover.current)))
    .returning();
  const [saved, redrawn] = await db.batch([details, redraw]);
  return redrawn[0] ?? saved[0];
}

/**
 * Names the book after its PDF's own title and author, only while it is still named after the uploaded file and has no
 * authors (an admin's rename meanwhile wins); a cover of the old title follows, as on a rename.
 */
export async function adoptDocumentTitle(
  db: Database,
  bookId: string,
  named: { fileTitle: string; title: string; authors: string[] },
  cover: { current: string; next: string } | null,
): Promise<void> {
  const stillFileNamed = and(eq(books.bookId, bookId), eq(books.title, named.fileTitle), sql`${books.authors} = '[]'`);
  const details = db
    .update(books)
    .set({ ...versionBump(), title: named.title, authors: named.authors })
    .where(stillFileNamed);
  if (!cover) {
    await details;
    return;
  }
  const redraw = db
    .update(books)
    .set({ coverImageBase64: cover.next })
    .where(and(eq(books.bookId, bookId), eq(books.title, named.title), eq(books.coverImageBase64, cover.current)));
  await db.batch([details, redraw]);
}

export async function insertBook(db: Database, book: NewBook): Promise<Book> {
  const [row] = await db.insert(books).values(book).returning();
  return row!;
}

/** Adds the book unless a book with its id exists (then it writes nothing). */
export async function insertBookIfAbsent(db: Database, book: NewBook): Promise<void> {
  await db.insert(books).values(book).onConflictDoNothing({ target: books.bookId });
}

/** Deletes the book; its chapters, snippets, audio rows and jobs go with it (foreign keys cascade). */
export async function deleteBook(db: Database, bookId: string): Promise<void> {
  await db.delete(books).where(eq(books.bookId, bookId));
}

export async function requestCounts(db: Database, bookIds: string[]): Promise<Map<string, number>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db.all<{ book_id: string; n: number }>(
    // One bound parameter however many books (D1 binds at most 100): a title search answers up to 200.
    sql`select book_id, count(*) as n from summarization_requests where book_id in (select value from json_each(${JSON.stringify(bookIds)})) group by book_id`,
  );
  return new Map(rows.map((r) => [r.book_id, r.n]));
}
