import { Hono } from "hono";
import { z } from "zod";
import { markChapterRead } from "../db/listening-sessions";
import { findChapterOfBook } from "../db/my-library";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { readCoverage, readMyLibrary } from "../listening/library";
import { validate } from "../lib/validate";
import { requireRole, requireUser } from "../middleware/auth";

const id = z.string().min(1).max(200);
const bookParam = z.object({ bookId: id });
const readBody = z.object({ bookId: id, chapterId: id }).strict();

/** My library (signed in): In progress, Finished and Favourites, and each book's chapter coverage (docs/decisions/131-coverage-and-finished.md). */
export const myLibraryRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const answer = await readMyLibrary(c.env, c.var.db, c.var.user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  .get("/finished", async (c) => {
    const { finished } = await readMyLibrary(c.env, c.var.db, c.var.user.id, { covers: false });
    c.header("Cache-Control", "private, no-store");
    return c.json({ book_ids: finished.map((book) => book.book_id) });
  })
  .get("/coverage/:bookId", validate("param", bookParam), async (c) => {
    const answer = await readCoverage(c.env, c.var.db, c.var.user.id, c.req.valid("param").bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  // Snippets are premium content (docs/product.md): only a reader who can see them can have read them to the end.
  .post("/chapter-read", requireRole("premium"), validate("json", readBody), async (c) => {
    const { bookId, chapterId } = c.req.valid("json");
    if (!(await findChapterOfBook(c.var.db, bookId, chapterId)))
      throw new ApiError("NOT_FOUND", `No chapter ${chapterId} in book ${bookId}.`);
    await markChapterRead(c.var.db, c.var.user.id, bookId, chapterId);
    const answer = await readCoverage(c.env, c.var.db, c.var.user.id, bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  });
