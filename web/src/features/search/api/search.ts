import { api, apiHeaders } from "../../../lib/api-client";
import { loadRuntimeConfig } from "../../../lib/runtime-config";
import type { Book, BookSearchPage } from "../../../lib/types";
import { MAX_SUGGESTIONS } from "../lib/suggestions";

export function fetchLibrarySuggestions(query: string, signal?: AbortSignal): Promise<BookSearchPage> {
  return api("GET /library/suggestions", { query: { q: query, limit: MAX_SUGGESTIONS }, signal });
}

export function searchLibrary(query: string, offset = 0, signal?: AbortSignal): Promise<BookSearchPage> {
  return api("GET /library/search", { query: { q: query, limit: 50, offset }, signal });
}

/** The external database (Open Library through the worker); terms joined by + (GET /library/lg/books-by-term/{terms}). */
export function searchExternalDatabase(query: string, signal?: AbortSignal): Promise<Book[]> {
  const terms = query.split(/\s+/).filter(Boolean).join("+");
  return api("GET /library/lg/books-by-term/:terms", { params: { terms }, signal });
}

/** The public books volume search, called from the browser (docs/product.md, "Content rules"). Never throws except on abort. */
export async function searchPublicBooks(query: string, signal?: AbortSignal): Promise<Book[]> {
  // Loaded with the first search, not with every page (docs/decisions/092-fast-on-phones.md).
  const [config, { searchVolumes }] = await Promise.all([loadRuntimeConfig(), import("../lib/google-books")]);
  const proxyUrl = config.booksProxyUrl;
  // The worker's own proxy answers signed-in callers: it gets the API's headers, a proxy elsewhere never the token.
  const proxyHeaders = proxyUrl && isOwnOrigin(proxyUrl) ? apiHeaders() : undefined;
  return searchVolumes(query, { baseUrl: config.booksApiBaseUrl, proxyUrl, proxyHeaders, signal });
}

function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Adds an external book to the library (POST /library/add-external-book); answers its book_id. */
export async function addExternalBook(book: Book): Promise<string> {
  const { book_id } = await api("POST /library/add-external-book", {
    body: {
      book_id: book.book_id,
      title: book.title,
      authors: book.authors,
      isbn: book.isbn,
      publisher: book.publisher,
      year: book.year,
      edition: book.edition,
      topic: book.topic,
      pages: book.pages,
      cover_image_base64: book.cover_image_base64,
      download_link: book.download_link,
      translate_language: book.translate_language,
      language: "en",
    },
  });
  return book_id;
}
