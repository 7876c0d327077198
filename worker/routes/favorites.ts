import { Hono } from "hono";
import { z } from "zod";
import { findBookById } from "../db/books";
import { addFavourite, favouriteIds, removeFavourite } from "../db/favourites";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

const bookId = z.string().min(1).max(200);
const addBody = z.object({ bookId }).strict();
const removeParam = z.object({ bookId });

/** Favourites (docs/product.md, "Listening"), mounted under /user; both calls are idempotent and answer the full list. The same
 * store is written by write-audio-history's audioHistory.favorites. */
export const favoriteRoutes = new Hono<AppEnv>()
  .use("/favorites/*", requireUser)
  .use("/favorites", requireUser)
  .post("/favorites", validate("json", addBody), async (c) => {
    const user = c.var.user;
    const { bookId } = c.req.valid("json");
    const book = await findBookById(c.var.db, bookId);
    if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
    await addFavourite(c.var.db, user.id, book.bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json({ favorites: await favouriteIds(c.var.db, user.id) });
  })
  .delete("/favorites/:bookId", validate("param", removeParam), async (c) => {
    const user = c.var.user;
    const { bookId } = c.req.valid("param");
    await removeFavourite(c.var.db, user.id, bookId);
    c.header("Cache-Control", "private, no-store");
    return c.json({ favorites: await favouriteIds(c.var.db, user.id) });
  });
