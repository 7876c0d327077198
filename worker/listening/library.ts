import type { BookCoverage, LibraryEntry, MyLibrary } from "../../shared/contract";
import type { Database } from "../db/client";
import { bookCoverageRows, libraryRows, MAX_LIBRARY_BOOKS } from "../db/my-library";
import { ApiError } from "../lib/errors";
import { bookProgress, type BookProgress } from "../lib/reader-progress";
import { overlayMarks, overlaySpeeds, readOverlay } from "./read";

/**
 * My library's three lists (docs/decisions/131-coverage-and-finished.md): what GET /my-library answers, and what the
 * private podcast feed is made of (decision 136), so both show the same In progress list.
 */
export async function readMyLibrary(
  env: Env,
  db: Database,
  userId: string,
  options: { covers?: boolean } = {},
): Promise<MyLibrary> {
  const pending = await readOverlay(env, userId);
  const rows = await libraryRows(db, userId, [...new Set(pending.sessions.map((s) => s.bookId))], options);
  const speeds = { ...rows.speeds, ...overlaySpeeds(pending) };
  const lastPending = new Map<string, number>();
  for (const s of pending.sessions) lastPending.set(s.bookId, Math.max(lastPending.get(s.bookId) ?? 0, s.endedAt));
  const entries = new Map<string, { entry: LibraryEntry; progress: BookProgress }>();
  for (const book of rows.books) {
    const spans = rows.spans.get(book.bookId) ?? [];
    const speed = speeds[book.bookId] ?? 1;
    const progress = bookProgress(
      spans,
      overlayMarks(rows.marks.get(book.bookId) ?? new Map(), spans, book.bookId, pending.sessions),
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

function coverageAnswer(bookId: string, progress: BookProgress, speed: number): BookCoverage {
  return {
    book_id: bookId,
    chapters: progress.chapters.map((c) => ({
      chapter_id: c.chapterId,
      state: c.state,
      heard_seconds: Math.round(c.heardSeconds * 10) / 10,
      duration_seconds: c.durationSeconds,
      read: c.read,
    })),
    chapters_done: progress.chaptersDone,
    chapters_total: progress.chaptersTotal,
    time_left_seconds: progress.timeLeftSeconds,
    speed,
    finished: progress.finished,
  };
}

/** One book's chapter coverage (GET /my-library/coverage/:bookId), the ledger's sessions laid over D1's marks. */
export async function readCoverage(env: Env, db: Database, userId: string, bookId: string): Promise<BookCoverage> {
  const [rows, pending] = await Promise.all([bookCoverageRows(db, userId, bookId), readOverlay(env, userId)]);
  if (!rows) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
  const speed = overlaySpeeds(pending)[bookId] ?? rows.speed ?? 1;
  const marks = overlayMarks(rows.marks, rows.spans, bookId, pending.sessions);
  return coverageAnswer(bookId, bookProgress(rows.spans, marks, speed), speed);
}
