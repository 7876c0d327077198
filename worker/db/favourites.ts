import { MAX_BOUND_IDS } from "./bound-ids";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "./client";
import { books, favourites } from "./schema";

/** The user's favourite book ids, oldest first. */
export async function favouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ bookId: favourites.bookId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((r) => r.bookId);
}

export async function addFavourite(db: Database, userId: string, bookId: string): Promise<void> {
  await db.insert(favourites).values({ userId, bookId }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, userId: string, bookId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.bookId, bookId)));
}

/**
 * Makes the favourites exactly `bookIds` (the list the client sends with its history): ids of books
 * that do not exist are dropped, kept ones keep their date, and it all commits at once or not at all.
 */
export async function replaceFavourites(db: Database, userId: string, bookIds: string[]): Promise<void> {
  const wanted = [...new Set(bookIds)];
  const existing: string[] = [];
  for (let i = 0; i < wanted.length; i += MAX_BOUND_IDS) {
    const rows = await db
      .select({ bookId: books.bookId })
      .from(books)
      .where(inArray(books.bookId, wanted.slice(i, i + MAX_BOUND_IDS)));
    existing.push(...rows.map((r) => r.bookId));
  }
  const kept = wanted.filter((id) => existing.includes(id));
  const remove =
    kept.length === 0
      ? db.delete(favourites).where(eq(favourites.userId, userId))
      : db.delete(favourites).where(and(eq(favourites.userId, userId), notInArray(favourites.bookId, kept)));
  const inserts = kept.map((bookId) => db.insert(favourites).values({ userId, bookId }).onConflictDoNothing());
  await db.batch([remove, ...inserts]);
}
