import { Hono } from "hono";
import { z } from "zod";
import { findBookById } from "../db/books";
import { listChapterResponses } from "../db/chapters";
import type { AppEnv } from "../env";
import { hasPremiumAccess } from "../lib/access";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";

const getChaptersBody = z
  .object({
    bookId: z.string().min(1).max(200),
    /** Sent by the client (shared/contract/routes.ts); access is decided by the token, never by this field. */
    email: z.union([z.string().max(320), z.null()]).optional(),
  })
  .strict();

export const chapterRoutes = new Hono<AppEnv>().post("/get-chapters", validate("json", getChaptersBody), async (c) => {
  const { bookId } = c.req.valid("json");
  const book = await findBookById(c.var.db, bookId);
  if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
  // docs/product.md, "Content rules": real snippets need a valid token and premium access; everyone else gets placeholders.
  const withContent = hasPremiumAccess(c.var.user);
  c.header("Cache-Control", "private, no-store");
  return c.json(await listChapterResponses(c.var.db, book.bookId, withContent));
});
