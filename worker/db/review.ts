import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DueHighlight } from "../../shared/contract";
import type { Database } from "./client";
import {
  books,
  chapters,
  emailOptOuts,
  highlights,
  readerSettings,
  reviewCards,
  snippets,
  users,
  type ReviewCard,
  type User,
} from "./schema";

/**
 * Gives every highlight of the reader that has no card yet (saved before review existed, or by a path that does
 * not make one) a new card due since the highlight was saved: what ts-fsrs's createEmptyCard(createdAt) holds.
 * One statement, bounded by the highlight cap.
 */
export async function ensureReviewCards(db: Database, userId: string): Promise<void> {
  await db.run(sql`
    insert or ignore into review_cards (highlight_id, user_id, due)
    select h.id, h.user_id, h.created_at from highlights h
    where h.user_id = ${userId} and not exists (select 1 from review_cards r where r.highlight_id = h.id)`);
}

/** The reader's due highlights, the longest due first, with their book and chapter. */
export async function listDueHighlights(db: Database, userId: string, now: number, limit: number): Promise<DueHighlight[]> {
  const rows = await db
    .select({
      card: reviewCards,
      text: highlights.text,
      note: highlights.note,
      audioPart: highlights.audioPart,
      audioSeconds: highlights.audioSeconds,
      bookId: highlights.bookId,
      bookTitle: books.title,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
    })
    .from(reviewCards)
    .innerJoin(highlights, eq(highlights.id, reviewCards.highlightId))
    .innerJoin(books, eq(books.bookId, highlights.bookId))
    .leftJoin(snippets, and(eq(highlights.sourceKind, "snippet"), eq(snippets.id, highlights.sourceId)))
    .leftJoin(chapters, eq(chapters.id, snippets.chapterId))
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.highlightId))
    .limit(limit);
  return rows.map((r) => ({
    highlight_id: r.card.highlightId,
    version: r.card.version,
    text: r.text,
    note: r.note,
    book_id: r.bookId,
    book_title: r.bookTitle,
    chapter_id: r.chapterId,
    chapter_title: r.chapterTitle,
    position: r.audioPart !== null && r.audioSeconds !== null ? { part: r.audioPart, seconds: r.audioSeconds } : null,
    due: new Date(r.card.due).toISOString(),
  }));
}

/**
 * How many of the reader's highlights are due: cards due by now, and highlights still without a card (a new card is
 * due at once). A read only, so the account menu's count on every page writes nothing.
 */
export async function countDueHighlights(db: Database, userId: string, now: number): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`
    select count(*) as n from highlights h left join review_cards r on r.highlight_id = h.id
    where h.user_id = ${userId} and (r.highlight_id is null or r.due <= ${now})`);
  return row?.n ?? 0;
}

/** The reader's own card of that highlight; null for anyone else's. */
export async function findOwnReviewCard(db: Database, userId: string, highlightId: string): Promise<ReviewCard | null> {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.highlightId, highlightId)))
    .limit(1);
  return row ?? null;
}

export type ScheduledCard = Omit<ReviewCard, "highlightId" | "userId" | "version">;

/**
 * Stores a graded card only if it is still at the version the grade was made from, and moves it to the next
 * version; answers whether it did. A replayed or doubled grade finds the version moved on and changes nothing.
 */
export async function saveGradedCard(
  db: Database,
  userId: string,
  highlightId: string,
  fromVersion: number,
  card: ScheduledCard,
): Promise<boolean> {
  const result = await db
    .update(reviewCards)
    .set({ ...card, version: fromVersion + 1 })
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.highlightId, highlightId), eq(reviewCards.version, fromVersion)))
    .run();
  return (result.meta?.changes ?? 0) > 0;
}

export async function reviewEmailSetting(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: readerSettings.reviewEmail })
    .from(readerSettings)
    .where(eq(readerSettings.userId, userId))
    .limit(1);
  return row?.on ?? false;
}

export async function setReviewEmail(db: Database, userId: string, on: boolean, now = Date.now()): Promise<void> {
  await db
    .insert(readerSettings)
    .values({ userId, reviewEmail: on, updatedAt: now })
    .onConflictDoUpdate({ target: readerSettings.userId, set: { reviewEmail: on, updatedAt: now } });
}

/** Turns the daily review email off for every account of `email` (the email's own unsubscribe link). */
export async function turnOffReviewEmailFor(db: Database, email: string, now = Date.now()): Promise<void> {
  await db
    .update(readerSettings)
    .set({ reviewEmail: false, updatedAt: now })
    .where(
      inArray(
        readerSettings.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`),
      ),
    );
}

/**
 * Readers who opted in to the daily review email, have something due, and have not opted out of email (by address
 * or on the account), after `afterUserId` in id order: one page of the daily send.
 */
export async function reviewEmailRecipients(db: Database, now: number, afterUserId: string, limit: number): Promise<User[]> {
  const rows = await db
    .select({ user: users })
    .from(readerSettings)
    .innerJoin(users, eq(users.id, readerSettings.userId))
    .where(
      and(
        eq(readerSettings.reviewEmail, true),
        sql`${users.id} > ${afterUserId}`,
        eq(users.emailOptOut, false),
        sql`not exists (select 1 from ${emailOptOuts} where ${emailOptOuts.email} = lower(${users.email}))`,
        sql`exists (select 1 from ${reviewCards} where ${reviewCards.userId} = ${users.id} and ${reviewCards.due} <= ${now})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.user);
}
