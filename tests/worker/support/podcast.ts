import { eq } from "drizzle-orm";
import { books, chapterProgress, favourites } from "../../../worker/db/schema";
import { patternBytes, storeAudio } from "./audio";
import { db } from "./factories";
import { call, json } from "./http";
import { bookWithChapters } from "./reader";

/** A one-pixel PNG, as an admin's uploaded cover is stored. */
const COVER =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** A book with a cover whose chapters all have stored audio (`sizes[i]` bytes of `durations[i]` seconds). */
export async function bookWithAudio(durations: number[], sizes = durations.map(() => 4_000)) {
  const book = await bookWithChapters(durations);
  await db().update(books).set({ coverImageBase64: COVER }).where(eq(books.bookId, book.bookId));
  for (const [i, chapterId] of book.chapterIds.entries())
    await storeAudio(book.bookId, chapterId, patternBytes(sizes[i]!), durations[i]!);
  return book;
}

/** Puts the book in the reader's In progress list: part of its first chapter heard. */
export async function startBook(userId: string, bookId: string, chapterId: string) {
  await db().insert(chapterProgress).values({ userId, bookId, chapterId, heardSeconds: 5, updatedAt: Date.now() });
}

export async function favourite(userId: string, bookId: string) {
  await db().insert(favourites).values({ userId, bookId });
}

/** The path (with query) of an absolute URL the worker answered, to call it through the worker again. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export async function createFeed(token: string, body: { includeFavourites?: boolean } = {}) {
  const res = await call("/api/v1/user/podcast-feed", { token, body });
  if (res.status !== 200) throw new Error(`POST /user/podcast-feed answered ${res.status}: ${await res.text()}`);
  return (await json<{ url: string }>(res)).url;
}

/** Every enclosure URL of a feed's XML, in document order (read with a regex: the happy tests parse it properly). */
export function enclosureUrls(xml: string): string[] {
  return [...xml.matchAll(/<enclosure url="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

export function chaptersUrls(xml: string): string[] {
  return [...xml.matchAll(/<podcast:chapters url="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}
