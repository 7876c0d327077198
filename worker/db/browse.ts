import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { CategorySort } from "../../shared/contract";
import type { Database } from "./client";
import { publiclyListedSql } from "./books";
import { ALL_LANGUAGES } from "./search";
import { books, categoryCounts, favourites, type Book } from "./schema";

export type { CategorySort } from "../../shared/contract";
export const CATEGORY_SORTS = ["newest", "title", "requested"] as const satisfies readonly CategorySort[];

/**
 * Where the last page ended. `k` is the sort key of the last book (a summary date in ms, a title or a request
 * count), `id` breaks ties. For "newest", `k` = 0 means the page ended among books without a summary, which
 * come after every summarized one (docs/decisions/120-category-browse.md).
 */
export interface CategoryCursor {
  s: CategorySort;
  k: string | number;
  id: string;
}

export function encodeCategoryCursor(cursor: CategoryCursor): string {
  return btoa(encodeURIComponent(JSON.stringify(cursor))).replace(/=+$/, "");
}

export function decodeCategoryCursor(value: string, sort: CategorySort): CategoryCursor | null {
  try {
    const parsed = JSON.parse(decodeURIComponent(atob(value))) as Partial<CategoryCursor> | null;
    if (!parsed || parsed.s !== sort || typeof parsed.id !== "string" || parsed.id.length > 200) return null;
    if (sort === "title" ? typeof parsed.k !== "string" : typeof parsed.k !== "number" || !Number.isSafeInteger(parsed.k))
      return null;
    return { s: sort, k: parsed.k as string | number, id: parsed.id };
  } catch {
    return null;
  }
}

const inTopic = (topic: string) => eq(books.topic, topic);

/**
 * Summarized books of a topic, newest summary first, through books_topic_summary_idx. Keyset conditions here and
 * below are row values, `(key, book_id) < (?, ?)`: SQLite seeks the index to the cursor with them, where the
 * equivalent `key < ? or (key = ? and book_id < ?)` walks every row before it (linear in the page's depth).
 */
function newestSummarized(db: Database, topic: string, cursor: CategoryCursor | null, take: number) {
  return db
    .select()
    .from(books)
    .where(
      and(
        inTopic(topic),
        isNotNull(books.dateOfSummary),
        cursor ? sql`(${books.dateOfSummary}, ${books.bookId}) < (${Number(cursor.k)}, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(books.dateOfSummary), desc(books.bookId))
    .limit(take);
}

/** Then the books without a summary (catalogue additions excepted, decision 080), newest id first. */
function newestUnsummarized(db: Database, topic: string, afterId: string | null, take: number) {
  return db
    .select()
    .from(books)
    .where(
      and(
        inTopic(topic),
        isNull(books.dateOfSummary),
        eq(books.isExternal, false),
        afterId ? lt(books.bookId, afterId) : undefined,
      ),
    )
    .orderBy(desc(books.dateOfSummary), desc(books.bookId))
    .limit(take);
}

/**
 * One page of a category, keyset-paged (never OFFSET): at most two statements, the second only where the
 * summarized books run out under "newest". Rows read stay near `limit` at any depth of a 100k library.
 */
export async function listCategoryBooks(
  db: Database,
  topic: string,
  sort: CategorySort,
  limit: number,
  cursor: CategoryCursor | null,
): Promise<{ page: Book[]; nextCursor: string | null }> {
  let rows: Book[];
  if (sort === "newest") {
    const inUnsummarized = cursor !== null && Number(cursor.k) === 0;
    rows = inUnsummarized ? [] : await newestSummarized(db, topic, cursor, limit + 1);
    if (rows.length <= limit)
      rows = [...rows, ...(await newestUnsummarized(db, topic, inUnsummarized ? cursor.id : null, limit + 1 - rows.length))];
  } else if (sort === "title") {
    const k = cursor ? String(cursor.k) : null;
    rows = await db
      .select()
      .from(books)
      .where(
        and(
          inTopic(topic),
          publiclyListedSql,
          cursor && k !== null ? sql`(${books.title}, ${books.bookId}) > (${k}, ${cursor.id})` : undefined,
        ),
      )
      .orderBy(asc(books.title), asc(books.bookId))
      .limit(limit + 1);
  } else {
    const k = cursor ? Number(cursor.k) : null;
    rows = await db
      .select()
      .from(books)
      .where(
        and(
          inTopic(topic),
          publiclyListedSql,
          cursor && k !== null ? sql`(${books.requestCount}, ${books.bookId}) < (${k}, ${cursor.id})` : undefined,
        ),
      )
      .orderBy(desc(books.requestCount), desc(books.bookId))
      .limit(limit + 1);
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { page, nextCursor: null };
  const k = sort === "newest" ? (last.dateOfSummary?.getTime() ?? 0) : sort === "title" ? last.title : last.requestCount;
  return { page, nextCursor: encodeCategoryCursor({ s: sort, k, id: last.bookId }) };
}

/**
 * A category's page under the topic as the library spells it. A first page that matches nothing exactly is asked again
 * under the topic that matches in any case (a typed or shared /category/philosophy), read from the topic counts: one
 * more statement, and only then.
 */
export async function findCategoryPage(
  db: Database,
  topic: string,
  sort: CategorySort,
  limit: number,
  cursor: CategoryCursor | null,
): Promise<{ topic: string; page: Book[]; nextCursor: string | null }> {
  const exact = await listCategoryBooks(db, topic, sort, limit, cursor);
  if (cursor || exact.page.length > 0) return { topic, ...exact };
  const [spelled] = await db
    .select({ topic: categoryCounts.topic })
    .from(categoryCounts)
    .where(
      and(
        eq(categoryCounts.language, ALL_LANGUAGES),
        sql`${categoryCounts.topic} = ${topic} collate nocase`,
        gt(categoryCounts.count, 0),
      ),
    )
    .limit(1);
  if (!spelled || spelled.topic === topic) return { topic, ...exact };
  return { topic: spelled.topic, ...(await listCategoryBooks(db, spelled.topic, sort, limit, null)) };
}

/** How many favourite categories the home row draws from, and how many books it shows. */
export const FAVOURITE_TOPICS = 3;
export const FAVOURITE_ROW_BOOKS = 10;

/**
 * The reader's favourite categories (the topics of their favourite books, most favourites first) and the
 * newest summaries in them they have not favourited yet: one statement for the topics, one per topic (each
 * an index walk of at most FAVOURITE_ROW_BOOKS + favourites rows), never one per book.
 */
export async function favouriteCategoryBooks(db: Database, userId: string) {
  const topicRows = await db
    .select({ topic: books.topic, n: sql<number>`count(*)` })
    .from(favourites)
    .innerJoin(books, eq(books.bookId, favourites.bookId))
    .where(eq(favourites.userId, userId))
    .groupBy(books.topic)
    .orderBy(sql`count(*) desc`, asc(books.topic))
    .limit(FAVOURITE_TOPICS);
  const topics = topicRows.map((r) => r.topic);
  if (topics.length === 0) return { topics, books: [] as Book[] };
  const favouriteIds = db.select({ id: favourites.bookId }).from(favourites).where(eq(favourites.userId, userId));
  const [first, ...rest] = topics.map((topic) =>
    db
      .select()
      .from(books)
      .where(and(inTopic(topic), isNotNull(books.dateOfSummary), notInArray(books.bookId, favouriteIds)))
      .orderBy(desc(books.dateOfSummary), desc(books.bookId))
      .limit(FAVOURITE_ROW_BOOKS),
  );
  // One round trip for all of them.
  const perTopic: Book[][] = await db.batch([first!, ...rest]);
  const merged = perTopic
    .flat()
    .sort((a, b) => (b.dateOfSummary?.getTime() ?? 0) - (a.dateOfSummary?.getTime() ?? 0) || (a.bookId < b.bookId ? 1 : -1))
    .slice(0, FAVOURITE_ROW_BOOKS);
  return { topics, books: merged };
}

/** Used by tests and the export: the books of these ids in one statement. */
export async function booksByIds(db: Database, ids: string[]): Promise<Book[]> {
  if (ids.length === 0) return [];
  return db.select().from(books).where(inArray(books.bookId, ids));
}
