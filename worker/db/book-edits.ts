import { idSlices } from "./bound-ids";
import { and, eq, inArray } from "drizzle-orm";
import { updateBook } from "./books";
import type { Database } from "./client";
import { chapterIdFor } from "./pipeline";
import { chapters } from "./schema";

/** One chapter of an admin's edited chapter list: an existing chapter (with its id) or a new one. */
export interface EditedChapter {
  chapter_id?: string | undefined;
  title: string;
  page_start: number | null;
  page_end: number | null;
}

/**
 * Writes an admin's chapter list in one batch: chapters left out are deleted (their snippets with them), kept
 * ones take their new position and fields, new ones are added; the book's version goes up.
 */
export async function rewriteChapterList(db: Database, bookId: string, input: EditedChapter[], removed: string[]) {
  // Positions are unique per book: park every kept row on a negative position first.
  await db.batch([
    updateBook(db, bookId),
    ...idSlices(removed).map((ids) => db.delete(chapters).where(and(eq(chapters.bookId, bookId), inArray(chapters.id, ids)))),
    ...input.flatMap((ch, position) =>
      ch.chapter_id
        ? [
            db
              .update(chapters)
              .set({ position: -(position + 1) })
              .where(eq(chapters.id, ch.chapter_id)),
          ]
        : [],
    ),
    ...input.map((ch, position) =>
      ch.chapter_id
        ? db
            .update(chapters)
            .set({ position, title: ch.title, pageStart: ch.page_start, pageEnd: ch.page_end })
            .where(eq(chapters.id, ch.chapter_id))
        : db.insert(chapters).values({
            id: `${chapterIdFor(bookId, position)}-${crypto.randomUUID().slice(0, 8)}`,
            bookId,
            position,
            title: ch.title,
            pageStart: ch.page_start,
            pageEnd: ch.page_end,
          }),
    ),
  ]);
}
