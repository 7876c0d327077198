import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { books } from "../../../worker/db/schema";
import { setUsage } from "./audio";
import { createBook, createChapterWithSnippets, db } from "./factories";
import { call, json } from "./http";

export const ledger = (userId: string) => env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(userId));

/**
 * Starts today's played figure in the user's ledger at 0, as if the last report was `ago` ms back.
 */
export async function creditSince(userId: string, ago = 3_600_000): Promise<void> {
  await setUsage(userId, 0, Date.now() - ago);
}

/** A book with `durations.length` chapters of those many seconds of audio. */
export async function bookWithChapters(durations: number[]) {
  const book = await createBook();
  const chapterIds: string[] = [];
  for (const [i] of durations.entries()) chapterIds.push(await createChapterWithSnippets(book.bookId, i, ["<p>Snippet.</p>"]));
  await db()
    .update(books)
    .set({ audio: true, fullAudio: true, chapterDuration: Object.fromEntries(chapterIds.map((id, i) => [id, durations[i]!])) })
    .where(eq(books.bookId, book.bookId));
  return { bookId: book.bookId, title: book.title, chapterIds };
}

export interface ReportOptions {
  chapterId?: string;
  full?: boolean;
  increment: number;
  reportId?: string;
  speed?: number;
}

/**
 * Reports are credited against wall time (at most 3 s of audio per second since the last one, docs/decisions/041):
 * tests move a faked clock (Date only) on by the report's audio before sending it, as real listening would.
 */
export function useListeningClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}

/** One history report as the player sends it; with a faked clock, sent `increment` seconds after the last one. */
export function report(token: string, bookId: string, position: number, options: ReportOptions) {
  if (vi.isFakeTimers() && options.increment > 0 && options.increment < 1000)
    vi.setSystemTime(Date.now() + options.increment * 1000);
  return call("/api/v1/user/write-audio-history", {
    token,
    body: {
      audioHistory: { [options.full ? `full_${bookId}` : bookId]: position },
      audioHistoryChapter: options.chapterId ? { [bookId]: options.chapterId } : {},
      playbackSpeeds: options.speed ? { [bookId]: options.speed } : {},
      dailyUsageIncrement: options.increment,
      ...(options.reportId ? { reportId: options.reportId } : {}),
    },
  });
}

export const listeningLog = async (token: string, query = "") => json(await call(`/api/v1/listening-log${query}`, { token }));
export const myLibrary = async (token: string) => json(await call("/api/v1/my-library", { token }));
export const finishedBooks = async (token: string) =>
  (await json(await call("/api/v1/my-library/finished", { token }))).book_ids as string[];
export const coverage = async (token: string, bookId: string) =>
  json(await call(`/api/v1/my-library/coverage/${encodeURIComponent(bookId)}`, { token }));
export const dailyUsage = async (token: string) =>
  (await json(await call("/api/v1/user/daily-usage", { method: "POST", token }))).dailyUsage as number;
