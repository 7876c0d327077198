import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { audioObjects, chapters, snippets } from "./schema";

/** The audio_objects part of the full-book audio. */
export const FULL_AUDIO_PART = "full";

/** Deterministic, so regenerating after a crash overwrites instead of duplicating. */
export function audioKey(bookId: string, part: string): string {
  return `audio/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.mp3`;
}

export async function listAudioObjects(db: Database, bookId: string) {
  return db.select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
}

export async function findAudioObject(db: Database, bookId: string, part: string) {
  const [row] = await db
    .select()
    .from(audioObjects)
    .where(and(eq(audioObjects.bookId, bookId), eq(audioObjects.part, part)))
    .limit(1);
  return row ?? null;
}

export interface ChapterText {
  id: string;
  title: string;
  snippets: { title: string; html: string }[];
}

/** The book's chapters in reading order, each with its snippets in order. */
export async function listChaptersWithSnippets(db: Database, bookId: string): Promise<ChapterText[]> {
  const chapterRows = await db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.bookId, bookId))
    .orderBy(asc(chapters.position));
  if (chapterRows.length === 0) return [];
  const snippetRows = await db
    .select({ chapterId: snippets.chapterId, title: snippets.title, html: snippets.html })
    .from(snippets)
    .where(
      inArray(
        snippets.chapterId,
        chapterRows.map((c) => c.id),
      ),
    )
    .orderBy(asc(snippets.chapterId), asc(snippets.position));
  return chapterRows.map((c) => ({
    ...c,
    snippets: snippetRows.filter((s) => s.chapterId === c.id).map(({ title, html }) => ({ title, html })),
  }));
}

/** The first chapter in reading order, for "play this book" without a chapter. */
export async function firstChapterId(db: Database, bookId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.bookId, bookId))
    .orderBy(asc(chapters.position))
    .limit(1);
  return row?.id ?? null;
}

export async function chapterBelongsToBook(db: Database, bookId: string, chapterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)))
    .limit(1);
  return !!row;
}
