import { Hono, type TypedResponse } from "hono";
import { z } from "zod";
import type { CategoryPage, FavouriteCategories } from "../../shared/contract";
import { serializeBook } from "../db/books";
import { CATEGORY_SORTS, decodeCategoryCursor, favouriteCategoryBooks, findCategoryPage } from "../db/browse";
import type { Book } from "../db/schema";
import type { AppEnv } from "../env";
import { edgeCached, libraryKey, PUBLIC_CACHE } from "../lib/edge-cache";
import { libraryVersion } from "../lib/library-version";
import { ApiError } from "../lib/errors";
import { enforceRateLimit } from "../middleware/rate-limit";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

/** Category pages are public and the same for everyone: cached at the edge under the library version (decision 031). */
export const CATEGORY_PAGE_SIZE = 12;

const pageQuery = z
  .object({
    topic: z.string().trim().min(1).max(100),
    sort: z.enum(CATEGORY_SORTS).default("newest"),
    limit: z.coerce.number().int().min(1).max(48).default(CATEGORY_PAGE_SIZE),
    cursor: z.string().min(1).max(1000).optional(),
  })
  .strict();

/** The request count is a column kept by triggers (migration 0006): a page costs no per-book query. */
const serialize = (list: Book[]) => list.map((book) => serializeBook(book, { requestCount: book.requestCount }));

/** Browsing the library by category (docs/decisions/120-category-browse.md). */
export const categoryRoutes = new Hono<AppEnv>()
  .get("/books", validate("query", pageQuery), async (c) => {
    const { topic, sort, limit, cursor } = c.req.valid("query");
    const decoded = cursor ? decodeCategoryCursor(cursor, sort) : null;
    if (cursor && !decoded) throw new ApiError("VALIDATION_FAILED", "cursor: not a cursor this API issued for this sort");
    const version = await libraryVersion(c.env);
    const key = new URLSearchParams({ topic, sort, limit: String(limit), cursor: cursor ?? "" });
    const response = await edgeCached(c, libraryKey(version, `/categories/books?${key}`), async () => {
      await enforceRateLimit(c, "PUBLIC_READ_LIMITER");
      // The answer names the topic as the library spells it, which may differ in case from the one asked for.
      const found = await findCategoryPage(c.var.db, topic, sort, limit, decoded);
      const body: CategoryPage = { topic: found.topic, sort, books: serialize(found.page), nextCursor: found.nextCursor };
      return new Response(JSON.stringify(body), {
        headers: { "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE },
      });
    });
    return response as Response & TypedResponse<CategoryPage, 200, "json">;
  })
  .get("/favourites", requireUser, async (c) => {
    const { topics, books } = await favouriteCategoryBooks(c.var.db, c.var.user.id);
    c.header("Cache-Control", "private, no-store");
    const body: FavouriteCategories = { topics, books: serialize(books) };
    return c.json(body);
  });
