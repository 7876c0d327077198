import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { BOOK_ORDERS, decodeCursor, findBookById, listBooks, requestCounts, serializeBook } from "../db/books";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";

const listBooksBody = z
  .object({
    orderBy: z.enum(BOOK_ORDERS).default("date_of_summary"),
    limit: z.number().int().min(1).max(50).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

const bookIdParam = z.object({ id: z.string().min(1).max(200) });

export const libraryRoutes = new Hono<AppEnv>()
  .post("/books", validate("json", listBooksBody), async (c) => {
    const { orderBy, limit, cursor } = c.req.valid("json");
    const decoded = cursor ? decodeCursor(cursor) : null;
    if (cursor && !decoded) throw new ApiError("VALIDATION_FAILED", "cursor: not a cursor this API issued");
    const { page, nextCursor } = await listBooks(c.var.db, orderBy, limit, decoded);
    const counts = await requestCounts(
      c.var.db,
      page.map((b) => b.bookId),
    );
    // The answer stays a plain list (spec 7); the next page's cursor travels in a header.
    if (nextCursor) c.header("X-Next-Cursor", nextCursor);
    return c.json(page.map((book) => serializeBook(book, { requestCount: counts.get(book.bookId) ?? 0 })));
  })
  .get("/book-by-id/:id", validate("param", bookIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const book = await findBookById(c.var.db, id);
    if (!book) throw new ApiError("NOT_FOUND", `No book with id ${id}.`);
    const counts = await requestCounts(c.var.db, [book.bookId]);
    return c.json([serializeBook(book, { requestCount: counts.get(book.bookId) ?? 0 })]);
  });
