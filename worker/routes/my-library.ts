import { Hono } from "hono";
import { z } from "zod";
import type { BookCoverage, LibraryEntry, MyLibrary } from "../../shared/contract";
import { fitSession, markChapterRead } from "../db/listening-sessions";
import { bookCoverageRows, findChapterOfBook, libraryRows, MAX_LIBRARY_BOOKS } from "../db/my-library";
import type { AppEnv } from "../env";
import { listeningLedger } from "../lib/daily-usage";
import { ApiError } from "../lib/errors";
import type { ListeningSession } from "../lib/listening-sessions";
import {
  addReach,
  bookProgress,
  sessionReach,
  type BookProgress,
  type ChapterMark,
  type ChapterSpan,
} from "../lib/reader-progress";
import { validate } from "../lib/validate";
import { requireRole, requireUser, type SignedInEnv } from "../middleware/auth";

const id = z.string().min(1).max(200);
const bookParam = z.object({ bookId: id });
const readBody = z.object({ bookId: id, chapterId: id }).strict();

/** Lays sessions the ledger has not flushed yet over D1's marks (the same fitting the flush does). */
function overlay(marks: Map<string, ChapterMark>, spans: ChapterSpan[], bookId: string, sessions: ListeningSession[]) {
  const merged = new Map([...marks].map(([k, v]) => [k, { ...v }]));
  const book = new Map([[bookId, spans]]);
  for (const session of sessions) {
    if (session.bookId !== bookId) continue;
    const fitted = fitSession(session, book);
    if (fitted) addReach(merged, sessionReach(fitted, spans));
  }
  return merged;
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

async function coverageFor(
  c: { env: Env; var: AppEnv["Variables"] & SignedInEnv["Variables"] },
  bookId: string,
): Promise<BookCoverage> {
  const user = c.var.user;
  const [rows, pending] = await Promise.all([
    bookCoverageRows(c.var.db, user.id, bookId),
    listeningLedger(c.env, user.id).readerOverlay(),
  ]);
  if (!rows) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
  const speed = pending.speeds[bookId] ?? rows.speed ?? 1;
  const marks = overlay(rows.marks, rows.spans, bookId, pending.sessions);
  return coverageAnswer(bookId, bookProgress(rows.spans, marks, speed), speed);
}

/** My library (signed in): In progress, Finished and Favourites, and each book's chapter coverage (docs/decisions/131-coverage-and-finished.md). */
export const myLibraryRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const user = c.var.user;
    const pending = await listeningLedger(c.env, user.id).readerOverlay();
    const rows = await libraryRows(c.var.db, user.id, [...new Set(pending.sessions.map((s) => s.bookId))]);
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
    const answer: MyLibrary = {
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
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  .get("/coverage/:bookId", validate("param", bookParam), async (c) => {
    const answer = await coverageFor(c, c.req.valid("param").bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  // Snippets are premium content (docs/product.md): only a reader who can see them can have read them to the end.
  .post("/chapter-read", requireRole("premium"), validate("json", readBody), async (c) => {
    const { bookId, chapterId } = c.req.valid("json");
    if (!(await findChapterOfBook(c.var.db, bookId, chapterId)))
      throw new ApiError("NOT_FOUND", `No chapter ${chapterId} in book ${bookId}.`);
    await markChapterRead(c.var.db, c.var.user.id, bookId, chapterId);
    const answer = await coverageFor(c, bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  });
