import { externalTimeoutMs, googleBooksLookupUrl, openLibraryBaseUrl } from "../../lib/config";
import { createGoogleBooksLookup } from "./google-books";
import { createOfflineCatalog } from "./offline";
import { createOfflineGoogleBooksLookup } from "./offline-google-books";
import { createOpenLibraryCatalog } from "./open-library";
import type { CatalogBook, CatalogLookup, ExternalCatalog } from "./types";

export { CatalogUnavailable, type CatalogBook, type CatalogLookup, type ExternalCatalog } from "./types";

const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

/** OPEN_LIBRARY_BASE_URL = "offline" selects the local catalog; anything else is Open Library's base URL. */
export function catalogFor(env: Env, fetcher: typeof fetch = defaultFetch): ExternalCatalog {
  const baseUrl = openLibraryBaseUrl(env);
  if (baseUrl === "offline") return createOfflineCatalog();
  return createOpenLibraryCatalog({ baseUrl, timeoutMs: externalTimeoutMs(env), fetch: fetcher });
}

/** GOOGLE_BOOKS_LOOKUP_URL = "offline" selects the bundled volumes; anything else is the Books API's base URL. */
export function googleBooksFor(env: Env, fetcher: typeof fetch = defaultFetch): CatalogLookup {
  const baseUrl = googleBooksLookupUrl(env);
  if (baseUrl === "offline") return createOfflineGoogleBooksLookup();
  return createGoogleBooksLookup({ baseUrl, timeoutMs: externalTimeoutMs(env), fetch: fetcher });
}

/**
 * What the catalogue itself says about an external book id (`google_{volumeId}` or `ol_{workId}`):
 * null when the catalogue has no such book. Throws CatalogUnavailable when it cannot answer.
 */
export async function lookupExternalBook(
  env: Env,
  bookId: string,
  fetcher: typeof fetch = defaultFetch,
): Promise<CatalogBook | null> {
  const match = /^(google|ol)_(.+)$/.exec(bookId);
  if (!match) return null;
  const [, source, id] = match;
  const catalog = source === "google" ? googleBooksFor(env, fetcher) : catalogFor(env, fetcher);
  const book = await catalog.findById(id!);
  return book && book.book_id === bookId ? book : null;
}
