import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { findBookById } from "../db/books";
import type { Database } from "../db/client";
import { favourites } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

const bookId = z.string().min(1).max(200);
const addBody = z.object({ bookId }).strict();
const removeParam = z.object({ bookId });

async function favoriteIds(db: Database, userId: string) {
  const rows = await db
    .select({ bookId: favourites.bookId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((r) => r.bookId);
}

/** Favourites (spec 4), mounted under /user; both calls are idempotent and answer the full list. */
export const favoriteRoutes = new Hono<AppEnv>()
  .use("/favorites/*", requireUser)
  .use("/favorites", requireUser)
  .post("/favorites", validate("json", addBody), async (c) => {
    const user = c.var.user!;
    const { bookId } = c.req.valid("json");
    const book = await findBookById(c.var.db, bookId);
    if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
    await c.var.db.insert(favourites).values({ userId: user.id, bookId: book.bookId }).onConflictDoNothing();
    c.header("Cache-Control", "private, no-store");
    return c.json({ favorites: await favoriteIds(c.var.db, user.id) });
  })
  .delete("/favorites/:bookId", validate("param", removeParam), async (c) => {
    const user = c.var.user!;
    const { bookId } = c.req.valid("param");
    await c.var.db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.bookId, bookId)));
    c.header("Cache-Control", "private, no-store");
    return c.json({ favorites: await favoriteIds(c.var.db, user.id) });
  });
