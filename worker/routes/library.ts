import { Hono, type Context, type TypedResponse } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { BOOK_ORDERS, type BookResponse, decodeCursor, findBookById, listBooks, requestCounts, serializeBook } from "../db/books";
import { recordSummarizationRequest, requestedEmails } from "../db/requests";
import type { Book } from "../db/schema";
import { hasAudioOnTheWay } from "../db/pipeline";
import { findBooksByTitle, listCategories, searchBooks } from "../db/search";
import { hasFullAccess } from "../lib/access";
import { bookForSummary, storedSnippetSources, storedSummarySources } from "../db/summary-sources";
import { currentSources } from "../services/summarizer/sources";
import { currentSnippetSentences } from "../services/summarizer/snippet-sources";
import { edgeCached, libraryKey, PUBLIC_CACHE } from "../lib/edge-cache";
import { libraryVersion } from "../lib/library-version";
import { ApiError } from "../lib/errors";
import { queryTerms } from "../lib/fts-query";
import { validate } from "../lib/validate";
import { requireRole, requireUser } from "../middleware/auth";
import { enforceRateLimit, rateLimit } from "../middleware/rate-limit";

/**
 * A public, non-personal JSON answer through the Workers Cache API. The key carries the library
 * version (KV), which every write that changes a public answer turns over: a hit reads no D1
 * (docs/decisions/031-library-edge-cache.md).
 */
async function cachedJson<T>(
  c: Context<AppEnv>,
  name: string,
  params: Record<string, string | number | undefined>,
  render: () => Promise<{ body: T; headers?: Record<string, string>; status?: 200 | 404 }>,
): Promise<Response & TypedResponse<T, 200, "json">> {
  const version = await libraryVersion(c.env);
  const query = new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const response = await edgeCached(c, libraryKey(version, `/library/${name}?${query}`), async () => {
    // Only a miss reaches D1, so only a miss counts against the caller (issue 32).
    await enforceRateLimit(c, "PUBLIC_READ_LIMITER");
    const { body, headers, status = 200 } = await render();
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE, ...headers },
    });
  });
  // The body is render()'s T, serialized above (or the same bytes from the cache): typed for the contract.
  return response as Response & TypedResponse<T, 200, "json">;
}

async function serializeList(c: Context<AppEnv>, list: Book[]) {
  const counts = await requestCounts(
    c.var.db,
    list.map((b) => b.bookId),
  );
  return list.map((book) => serializeBook(book, { requestCount: counts.get(book.bookId) ?? 0 }));
}

/** The book page's "audio is not ready yet": no audio, but a job that makes it is queued or running. */
async function audioPending(c: Context<AppEnv>, book: Book): Promise<boolean> {
  return !book.audio && (await hasAudioOnTheWay(c.var.db, book.bookId));
}

const listBooksBody = z
  .object({
    orderBy: z.enum(BOOK_ORDERS).default("date_of_summary"),
    limit: z.number().int().min(1).max(50).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

const bookIdParam = z.object({ id: z.string().min(1).max(200) });
const titleParam = z.object({ title: z.string().trim().min(1).max(500) });
const categoriesQuery = z
  .object({
    lang: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "a language tag such as en or en-US")
      .optional(),
  })
  .strict();

const searchText = z.string().trim().min(1).max(200);
const suggestionsQuery = z.object({ q: searchText, limit: z.coerce.number().int().min(1).max(20).default(10) }).strict();
const searchQuery = z
  .object({
    q: searchText,
    limit: z.coerce.number().int().min(1).max(50).default(20),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict();
const summarySourcesParam = z.object({ bookId: z.string().min(1).max(200) });
const summarySourcesQuery = z.object({ length: z.enum(["short", "medium", "long", "snippets"]) }).strict();
const SUMMARY_COLUMN = { short: "smallSummarization", medium: "mediumSummarization", long: "largeSummarization" } as const;

const isbnText = z.string().trim().max(40);
const requestSummarizationBody = z
  .object({
    email: z.string().trim().toLowerCase().email().max(320),
    isbn: z.union([isbnText, z.array(isbnText).max(10), z.null()]).optional(),
    bookId: z.string().min(1).max(200),
  })
  .strict();

export const libraryRoutes = new Hono<AppEnv>()
  .post("/books", validate("json", listBooksBody), async (c) => {
    const { orderBy, limit, cursor } = c.req.valid("json");
    const decoded = cursor ? decodeCursor(cursor) : null;
    if (cursor && !decoded) throw new ApiError("VALIDATION_FAILED", "cursor: not a cursor this API issued");
    // The answer stays a plain list (shared/contract/routes.ts); the next page's cursor travels in a header.
    return cachedJson(c, "books", { orderBy, limit, cursor }, async () => {
      const { page, nextCursor } = await listBooks(c.var.db, orderBy, limit, decoded);
      return { body: await serializeList(c, page), headers: nextCursor ? { "X-Next-Cursor": nextCursor } : undefined };
    });
  })
  .get("/book-by-id/:id", validate("param", bookIdParam), async (c) => {
    const { id } = c.req.valid("param");
    if (hasFullAccess(c.var.user)) {
      // Admins see who asked for a summary: personal data, never cached.
      const book = await findBookById(c.var.db, id);
      if (!book) throw new ApiError("NOT_FOUND", `No book with id ${id}.`);
      const emails = await requestedEmails(c.var.db, book.bookId);
      c.header("Cache-Control", "private, no-store");
      const serialized = serializeBook(book, { requestedEmails: emails, requestCount: emails.length });
      return c.json([{ ...serialized, audio_pending: await audioPending(c, book) }]);
    }
    // "Audio on the way" is cached with the book: queuing an audio or PDF job, and its end, change the version.
    const cached = await cachedJson(c, "book", { id }, async () => {
      const book = await findBookById(c.var.db, id);
      if (!book) return { body: null, status: 404 };
      const [serialized] = await serializeList(c, [book]);
      return { body: [{ ...serialized!, audio_pending: await audioPending(c, book) }] };
    });
    // A missing book is never cached: an external book added later (which bumps no version) is found at once.
    if (cached.status === 404) throw new ApiError("NOT_FOUND", `No book with id ${id}.`);
    return cached as Response & TypedResponse<BookResponse[], 200, "json">;
  })
  .get(
    "/summary-sources/:bookId",
    // The sources quote the snippets: the snippet rule applies (docs/product.md, "Content rules").
    requireRole("premium"),
    validate("param", summarySourcesParam),
    validate("query", summarySourcesQuery),
    async (c) => {
      const { bookId } = c.req.valid("param");
      const { length } = c.req.valid("query");
      const book = await findBookById(c.var.db, bookId);
      if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
      c.header("Cache-Control", "private, no-store");
      if (length === "snippets") {
        const [snippets, stored] = await Promise.all([
          bookForSummary(c.var.db, book.bookId),
          storedSnippetSources(c.var.db, book.bookId),
        ]);
        return c.json({ sentences: currentSnippetSentences(snippets, stored) });
      }
      const [stored, snippets] = await Promise.all([
        storedSummarySources(c.var.db, book.bookId, length),
        bookForSummary(c.var.db, book.bookId),
      ]);
      return c.json({ sentences: currentSources(book[SUMMARY_COLUMN[length]], stored, snippets) });
    },
  )
  .get("/book-by-title/:title", validate("param", titleParam), async (c) => {
    const { title } = c.req.valid("param");
    const found = await findBooksByTitle(c.var.db, title);
    if (found.length === 0) throw new ApiError("NOT_FOUND", `No book titled ${title}.`);
    if (hasFullAccess(c.var.user)) {
      c.header("Cache-Control", "private, no-store");
      const withEmails = await Promise.all(
        found.map(async (book) => {
          const emails = await requestedEmails(c.var.db, book.bookId);
          return serializeBook(book, { requestedEmails: emails, requestCount: emails.length });
        }),
      );
      return c.json(withEmails);
    }
    return c.json(await serializeList(c, found));
  })
  .get("/categories", validate("query", categoriesQuery), async (c) => {
    const lang = c.req.valid("query").lang?.slice(0, 2).toLowerCase();
    return cachedJson(c, "categories", { lang }, async () => ({ body: await listCategories(c.var.db, lang ?? null) }));
  })
  .get("/suggestions", rateLimit("SEARCH_LIMITER"), validate("query", suggestionsQuery), async (c) => {
    const { q, limit } = c.req.valid("query");
    const key = queryTerms(q).join(" ");
    return cachedJson(c, "suggestions", { q: key, limit }, async () => {
      const { books: found, total } = await searchBooks(c.var.db, q, limit, 0);
      return { body: { books: await serializeList(c, found), total } };
    });
  })
  .get("/search", rateLimit("SEARCH_LIMITER"), validate("query", searchQuery), async (c) => {
    const { q, limit, offset } = c.req.valid("query");
    const key = queryTerms(q).join(" ");
    return cachedJson(c, "search", { q: key, limit, offset }, async () => {
      const { books: found, total } = await searchBooks(c.var.db, q, limit, offset);
      return { body: { books: await serializeList(c, found), total }, headers: { "X-Total-Count": String(total) } };
    });
  })
  .post(
    "/request-summarization",
    requireUser,
    rateLimit("SUMMARY_REQUEST_LIMITER"),
    validate("json", requestSummarizationBody),
    async (c) => {
      const { email, isbn, bookId } = c.req.valid("json");
      const user = c.var.user;
      // Requests are made for oneself: the address is the one the summary notice goes to.
      if (email !== user.email.toLowerCase() && !hasFullAccess(user))
        throw new ApiError("FORBIDDEN", "You can only request a summary for your own email address.");
      const book = await findBookById(c.var.db, bookId);
      if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
      const { created, count } = await recordSummarizationRequest(c.var.db, {
        email,
        bookId: book.bookId,
        isbn: (Array.isArray(isbn) ? isbn[0] : isbn) || book.isbn[0] || null,
        userId: user.id,
      });
      return c.json({ successful: true, created, book_id: book.bookId, requested_emails_count: count });
    },
  );
