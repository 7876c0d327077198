import { idSlices } from "./bound-ids";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "./client";
import { FAVOURITES_KEY } from "./listening";
import { books, favourites, lastChapters, listeningPositions } from "./schema";

/** What the export reads besides highlights (those come from db/highlights.ts): one statement each. */

export interface FavouriteExportRow {
  bookId: string;
  title: string;
  authors: string[];
  addedAt: string;
}

export async function favouritesForExport(db: Database, userId: string): Promise<FavouriteExportRow[]> {
  const rows = await db
    .select({ bookId: favourites.bookId, title: books.title, authors: books.authors, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(books, eq(books.bookId, favourites.bookId))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((r) => ({ bookId: r.bookId, title: r.title, authors: r.authors, addedAt: r.createdAt.toISOString() }));
}

export interface HistoryExportRow {
  bookId: string;
  title: string;
  /** "chapters" (position within the last chapter played) or "full book". */
  audio: "chapters" | "full book";
  seconds: number;
  lastChapterId: string | null;
  updatedAt: string;
}

/** Listening positions as D1 holds them (at most a minute behind the player, decision 044), most recent first. */
export async function historyForExport(db: Database, userId: string): Promise<HistoryExportRow[]> {
  const [positions, chapterRows] = await db.batch([
    db.select().from(listeningPositions).where(eq(listeningPositions.userId, userId)).orderBy(desc(listeningPositions.updatedAt)),
    db.select().from(lastChapters).where(eq(lastChapters.userId, userId)),
  ]);
  const chapterOf = new Map(chapterRows.map((r) => [r.bookId, r.chapterId]));
  const wanted = positions.filter((p) => p.key !== FAVOURITES_KEY);
  const ids = [...new Set(wanted.map((p) => (p.key.startsWith("full_") ? p.key.slice(5) : p.key)))];
  const titles = new Map<string, string>();
  for (const slice of idSlices(ids)) {
    const rows = await db.query.books.findMany({
      columns: { bookId: true, title: true },
      where: (b, { inArray }) => inArray(b.bookId, slice),
    });
    for (const r of rows) titles.set(r.bookId, r.title);
  }
  return wanted.map((p) => {
    const full = p.key.startsWith("full_");
    const bookId = full ? p.key.slice(5) : p.key;
    return {
      bookId,
      title: titles.get(bookId) ?? bookId,
      audio: full ? "full book" : "chapters",
      seconds: Math.round(p.seconds),
      lastChapterId: full ? null : (chapterOf.get(bookId) ?? null),
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}
