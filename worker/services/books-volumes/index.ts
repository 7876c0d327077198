import { queryTerms } from "../../lib/fts-query";
import { googleBooksLinks } from "../catalog/links";
import { OFFLINE_GOOGLE_VOLUMES, type OfflineVolume } from "../catalog/offline-google-books";

/**
 * The public books volume search (Google Books) behind the worker's proxy route, the fallback the
 * browser uses when its direct call fails (docs/product.md, "Content rules"). GOOGLE_BOOKS_API_URL = "offline" selects the
 * offline adapter: the same search over the bundled volumes the offline lookup knows, so a volume found can be added.
 */
export const DEFAULT_BOOKS_API_URL = "https://www.googleapis.com/books/v1";
/** docs/product.md, "Third parties": the direct call's 10 s; the proxy answers inside the browser's 15 s proxy timeout. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** The message for a failed external search (docs/product.md, "Header and search"). */
export const VOLUME_SEARCH_FAILED = "Failed to search external database";

export interface VolumeQuery {
  q: string;
  maxResults: number;
  printType: "books";
  langRestrict: "en";
  orderBy: "relevance";
}

export interface VolumeSearchAnswer {
  totalItems: number;
  items: unknown[];
}

export interface BooksVolumesService {
  /** Throws VolumeSearchUnavailable when the service cannot answer in time. */
  search(query: VolumeQuery): Promise<VolumeSearchAnswer>;
}

export class VolumeSearchUnavailable extends Error {
  constructor(readonly detail: string) {
    super(VOLUME_SEARCH_FAILED);
    this.name = "VolumeSearchUnavailable";
  }
}

export interface GoogleBooksOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

export function createGoogleBooksVolumes(options: GoogleBooksOptions): BooksVolumesService {
  return {
    async search(query) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, "")}/volumes`);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      let body: unknown;
      try {
        // One deadline for connecting and reading the body.
        const signal = AbortSignal.timeout(options.timeoutMs);
        const response = await options.fetch(url.href, { headers: { Accept: "application/json" }, signal });
        if (!response.ok) throw new VolumeSearchUnavailable(`the books search answered ${response.status}`);
        body = await response.json();
      } catch (err) {
        if (err instanceof VolumeSearchUnavailable) throw err;
        const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
        throw new VolumeSearchUnavailable(
          timedOut ? `no answer within ${options.timeoutMs} ms` : "the books search could not be reached",
        );
      }
      if (!body || typeof body !== "object") throw new VolumeSearchUnavailable("unexpected answer");
      const { items, totalItems } = body as { items?: unknown; totalItems?: unknown };
      return {
        totalItems: typeof totalItems === "number" ? totalItems : 0,
        items: Array.isArray(items) ? items.slice(0, query.maxResults) : [],
      };
    },
  };
}

/** A bundled volume in the Books API's answer shape (the fields the browser's conversion reads). */
function toVolume([id, title, author, year, topic, isbn, publisher, pages]: OfflineVolume) {
  return {
    id,
    volumeInfo: {
      title,
      authors: [author],
      publisher,
      publishedDate: year,
      industryIdentifiers: [{ type: "ISBN_13", identifier: isbn }],
      pageCount: Number(pages),
      categories: [topic],
      infoLink: googleBooksLinks(id, false).download_link,
    },
  };
}

/** Every word of `text`, lowercased (queryTerms keeps only a query's first few). */
const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Offline: the bundled volumes whose words start with every word of the query (title, author, topic, ISBN...). */
export function createOfflineVolumes(volumes: OfflineVolume[] = OFFLINE_GOOGLE_VOLUMES): BooksVolumesService {
  return {
    async search(query) {
      const wanted = queryTerms(query.q);
      const found = volumes.filter((volume) => {
        const words = wordsOf(volume.slice(1).join(" "));
        return wanted.length > 0 && wanted.every((w) => words.some((word) => word.startsWith(w)));
      });
      return { totalItems: found.length, items: found.slice(0, query.maxResults).map(toVolume) };
    },
  };
}

export function booksVolumesFor(env: Env, fetcher: typeof fetch = (input, init) => fetch(input, init)): BooksVolumesService {
  const baseUrl = env.GOOGLE_BOOKS_API_URL?.trim() || DEFAULT_BOOKS_API_URL;
  if (baseUrl === "offline") return createOfflineVolumes();
  return createGoogleBooksVolumes({ baseUrl, timeoutMs: UPSTREAM_TIMEOUT_MS, fetch: fetcher });
}
