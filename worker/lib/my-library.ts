import type { LibraryEntry, MyLibrary } from "../../shared/contract";
import type { Database } from "../db/client";
import { fitSession } from "../db/listening-sessions";
import { libraryRows, MAX_LIBRARY_BOOKS } from "../db/my-library";
import { listeningLedger } from "./daily-usage";
import type { ListeningSession } from "./listening-sessions";
import { addReach, bookProgress, sessionReach, type BookProgress, type ChapterMark, type ChapterSpan } from "./reader-progress";

/** Lays sessions the ledger has not flushed yet over D1's marks (the same fitting the flush does). */
export function overlay(marks: Map<string, ChapterMark>, spans: ChapterSpan[], bookId: string, sessions: ListeningSession[]) {
  const merged = new Map([...marks].map(([k, v]) => [k, { ...v }]));
  const book = new Map([[bookId, spans]]);
  for (const session of sessions) {
    if (session.bookId !== bookId) continue;
    const fitted = fitSession(session, book);
    if (fitted) addReach(merged, sessionReach(fitted, spans));
  }
  return merged;
}

/**
 * My library's three lists (docs/decisions/131-coverage-and-finished.md): what GET /my-library answers, and what the
 * private podcast feed is made of (decision 136), so both show the same In progress list.
 */
export async function readMyLibrary(env: Env, db: Database, userId: string): Promise<MyLibrary> {
  const pending = await listeningLedger(env, userId).readerOverlay();
  const rows = await libraryRows(db, userId, [...new Set(pending.sessions.map((s) => s.bookId))]);
  const speeds = { ...rows.speeds, ...pending.speeds };
  const lastPending = new Map<string, number>();
  for (const s of pending.sessions) lastPending.set(s.bookId, Math.max(lastPending.get(s.bookId) ?? 0, s.endedAt));
  const entries = new Map<string, { entry: LibraryEntry; progress: BookProgress }>();
  for (const book of rows.books) {
    const spans = rows.spans.get(book.bookId) ?? [];
    const speed = speeds[book.bookId] ?? 1;
    const progress = bookProgress(
      spans,
      overlay(rows.marks.get(book.bookId) ?? new Map(), spans, book.bookId, pending.sessions),
      speed,
    );
    const last = Math.max(rows.lastListened.get(book.bookId) ?? 0, lastPending.get(book.bookId) ?? 0);
    entries.set(book.bookId, {
      progress,
      entry: {
        book_id: book.bookId,
        title: book.title,
        authors: book.authors,
        cover_image_base64: book.cover,
        chapters_done: progress.chaptersDone,
        chapters_total: progress.chaptersTotal,
        time_left_seconds: progress.timeLeftSeconds,
        speed,
        last_listened_at: last > 0 ? last : null,
      },
    });
  }
  const all = [...entries.values()].sort((a, b) => (b.entry.last_listened_at ?? 0) - (a.entry.last_listened_at ?? 0));
  return {
    in_progress: all
      .filter((e) => e.progress.started && !e.progress.finished)
      .map((e) => e.entry)
      .slice(0, MAX_LIBRARY_BOOKS),
    finished: all
      .filter((e) => e.progress.finished)
      .map((e) => e.entry)
      .slice(0, MAX_LIBRARY_BOOKS),
    favourites: rows.favourites.flatMap((bookId) => entries.get(bookId)?.entry ?? []).slice(0, MAX_LIBRARY_BOOKS),
  };
}
