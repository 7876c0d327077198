import { Hono } from "hono";
import { z } from "zod";
import { EXTERNAL_BOOK_DEFAULTS } from "../../shared/contract/books";
import { type BookResponse, findBookById, insertBookIfAbsent } from "../db/books";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { queryTerms } from "../lib/fts-query";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { CatalogUnavailable, catalogFor, lookupExternalBook } from "../services/catalog";

/** A catalogue call; the catalogue being unreachable is the envelope's EXTERNAL_CATALOG_UNAVAILABLE. */
async function fromCatalogue<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof CatalogUnavailable) throw new ApiError("EXTERNAL_CATALOG_UNAVAILABLE", err.message);
    throw err;
  }
}

const termsParam = z.object({ terms: z.string().min(1).max(300) });

const shortText = (max: number) => z.string().trim().max(max);
/** Strings or numbers are accepted where external catalogs differ (pages, year). */
const textOrNumber = (max: number) => z.union([shortText(max), z.number().finite()]).transform(String);
const stringList = (max: number, each: number) =>
  z.union([shortText(each * max).transform((s) => s.split(/\s*,\s*/).filter(Boolean)), z.array(shortText(each)).max(max)]);
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, "an http(s) URL");
const coverImage = z
  .string()
  .trim()
  .max(200_000)
  .regex(/^(https?:\/\/[^\s]+|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/i, "an http(s) or data:image URL");

/** The spec's request shape, still validated; only book_id is used (the catalogue supplies the rest). */
const externalBookBody = z
  .object({
    book_id: z.string().regex(/^(google|ol)_[A-Za-z0-9_-]{1,100}$/, "an external id starting with google_ or ol_"),
    title: shortText(500).min(1),
    authors: stringList(20, 200),
    isbn: stringList(10, 20).optional(),
    publisher: shortText(300).optional(),
    year: textOrNumber(20).optional(),
    edition: shortText(100).optional(),
    topic: shortText(100).optional(),
    pages: textOrNumber(20).optional(),
    cover_image_base64: z.union([coverImage, z.literal(""), z.null()]).optional(),
    download_link: z.union([httpUrl, z.literal(""), z.null()]).optional(),
    translate_language: shortText(20).optional(),
    language: z.literal("en").optional(),
  })
  .strict();

/** The external catalogue (spec 7): search it, and add one of its books to the library as the catalogue describes it. */
export const externalBookRoutes = new Hono<AppEnv>()
  .get("/lg/books-by-term/:terms", rateLimit("EXTERNAL_SEARCH_LIMITER"), validate("param", termsParam), async (c) => {
    const terms = queryTerms(c.req.valid("param").terms.replace(/\+/g, " "));
    if (terms.length === 0) throw new ApiError("VALIDATION_FAILED", "terms: at least one word or number");
    const found = await fromCatalogue(catalogFor(c.env).search(terms, 20));
    c.header("Cache-Control", "public, max-age=300");
    return c.json(
      found.map(
        (b): BookResponse => ({
          ...b,
          ...EXTERNAL_BOOK_DEFAULTS,
          small_summarization: null,
          medium_summarization: null,
          large_summarization: null,
        }),
      ),
    );
  })
  .post(
    "/add-external-book",
    requireUser,
    rateLimit("EXTERNAL_SEARCH_LIMITER"),
    validate("json", externalBookBody),
    async (c) => {
      const { book_id: bookId } = c.req.valid("json");
      // An id already in the library changes nothing: no lookup, no write, no cache flush.
      if (await findBookById(c.var.db, bookId)) return c.json({ book_id: bookId });
      // The record is what the catalogue says, never what the caller sent (docs/decisions/080).
      const found = await fromCatalogue(lookupExternalBook(c.env, bookId));
      if (!found) throw new ApiError("NOT_FOUND", `The catalogue has no book with id ${bookId}.`);
      // Two adds of a new id at once: the second finds the row and writes nothing.
      await insertBookIfAbsent(c.var.db, {
        bookId: found.book_id,
        title: found.title,
        authors: found.authors,
        isbn: found.isbn,
        publisher: found.publisher,
        year: found.year,
        edition: found.edition,
        topic: found.topic,
        pages: found.pages,
        coverImageBase64: found.cover_image_base64,
        downloadLink: found.download_link,
        alternateDownloadLinks: found.alternate_download_links,
        translateLanguage: "en-US",
        language: "en",
        isExternal: true,
      });
      return c.json({ book_id: found.book_id });
    },
  );
