import { Hono } from "hono";
import { z } from "zod";
import type { BookCoverage } from "../../shared/contract";
import { markChapterRead } from "../db/listening-sessions";
import { bookCoverageRows, findChapterOfBook } from "../db/my-library";
import type { AppEnv } from "../env";
import { listeningLedger } from "../lib/daily-usage";
import { ApiError } from "../lib/errors";
import { overlay, readMyLibrary } from "../lib/my-library";
import { bookProgress, type BookProgress } from "../lib/reader-progress";
import { validate } from "../lib/validate";
import { requireRole, requireUser, type SignedInEnv } from "../middleware/auth";

const id = z.string().min(1).max(200);
const bookParam = z.object({ bookId: id });
const readBody = z.object({ bookId: id, chapterId: id }).strict();

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
    const answer = await readMyLibrary(c.env, c.var.db, c.var.user.id);
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
