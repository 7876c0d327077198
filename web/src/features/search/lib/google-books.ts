import { EXTERNAL_BOOK_DEFAULTS } from "../../../../../shared/contract/books";
import type { Book } from "../../../lib/types";

/** The part of a books volume search answer the conversion reads. */
export interface Volume {
  id?: string;
  volumeInfo?: {
    title?: string;
    authors?: string[];
    publisher?: string;
    publishedDate?: string;
    description?: string;
    industryIdentifiers?: { type?: string; identifier?: string }[];
    pageCount?: number;
    categories?: string[];
    imageLinks?: { thumbnail?: string; smallThumbnail?: string };
    infoLink?: string;
    previewLink?: string;
  };
}

export const EXTERNAL_SUGGESTIONS = 5;
export const DIRECT_TIMEOUT_MS = 10_000;
export const PROXY_TIMEOUT_MS = 15_000;
const NO_DESCRIPTION = "No description available";

const cut = (text: string, length: number) => `${text.substring(0, length)}...`;
const https = (url: string | undefined) => (url ? url.replace(/^http:\/\//i, "https://") : null);

/** An external volume in the Book shape, with the product's defaults and description cuts (docs/product.md). */
export function volumeToBook(volume: Volume): Book {
  const info = volume.volumeInfo ?? {};
  const description = info.description?.trim();
  const isbn = (info.industryIdentifiers ?? [])
    .filter((i) => i.type?.startsWith("ISBN") && i.identifier)
    .map((i) => i.identifier!);
  return {
    book_id: `google_${volume.id ?? ""}`,
    title: info.title || "Unknown Title",
    authors: info.authors?.length ? info.authors : ["Unknown Author"],
    isbn,
    publisher: info.publisher || "Unknown Publisher",
    year: info.publishedDate ? info.publishedDate.substring(0, 4) : "Unknown",
    edition: "1st",
    topic: info.categories?.[0] || "General",
    pages: info.pageCount ? String(info.pageCount) : "0",
    ...EXTERNAL_BOOK_DEFAULTS,
    cover_image_base64: https(info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail),
    small_summarization: description ? cut(description, 200) : NO_DESCRIPTION,
    medium_summarization: description ? cut(description, 500) : NO_DESCRIPTION,
    large_summarization: description || NO_DESCRIPTION,
    download_link: https(info.infoLink ?? info.previewLink),
    alternate_download_links: [],
  };
}

/** The public volume search: query, maxResults, printType books, langRestrict en, orderBy relevance. */
export function volumesUrl(baseUrl: string, query: string, maxResults = EXTERNAL_SUGGESTIONS): string {
  const params = new URLSearchParams({
    q: query,
    maxResults: String(maxResults),
    printType: "books",
    langRestrict: "en",
    orderBy: "relevance",
  });
  return `${baseUrl.replace(/\/+$/, "")}/volumes?${params}`;
}

/** Names the search the proxy is asked for when there is no direct base URL (the worker's proxy keeps only the query). */
const DEFAULT_BOOKS_API_URL = "https://www.googleapis.com/books/v1";

export interface VolumeSearchOptions {
  /** Empty: no direct call (offline), only the proxy. */
  baseUrl: string;
  /** Prefix the encoded search URL is appended to; empty skips the proxy. */
  proxyUrl: string;
  /** Sent to the proxy only (the worker's proxy answers signed-in callers): never to the direct search. */
  proxyHeaders?: Headers;
  fetch?: typeof fetch;
  directTimeoutMs?: number;
  proxyTimeoutMs?: number;
  signal?: AbortSignal;
}

async function fetchVolumes(
  fetcher: typeof fetch,
  url: string,
  timeoutMs: number,
  outer?: AbortSignal,
  headers: Headers = new Headers({ Accept: "application/json" }),
): Promise<Volume[]> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
  const response = await fetcher(url, { signal, headers });
  if (!response.ok) throw new Error(`books search answered ${response.status}`);
  const body = (await response.json()) as { items?: unknown };
  return Array.isArray(body.items) ? (body.items as Volume[]) : [];
}

/**
 * Searches the public books service directly (10 s), then through the proxy (15 s); in every environment the proxy
 * is the worker's own /api/v1/library/books-proxy, asked with the API's headers (the bearer token). When both fail
 * the answer is an empty list (docs/product.md, "Content rules").
 */
export async function searchVolumes(query: string, options: VolumeSearchOptions): Promise<Book[]> {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const url = volumesUrl(options.baseUrl || DEFAULT_BOOKS_API_URL, query);
  const convert = (volumes: Volume[]) => volumes.filter((v) => typeof v.id === "string" && v.id).map(volumeToBook);
  if (options.baseUrl) {
    try {
      return convert(await fetchVolumes(fetcher, url, options.directTimeoutMs ?? DIRECT_TIMEOUT_MS, options.signal));
    } catch (err) {
      if (options.signal?.aborted) throw err;
    }
  }
  if (!options.proxyUrl) return [];
  try {
    const proxied = `${options.proxyUrl}${encodeURIComponent(url)}`;
    return convert(
      await fetchVolumes(fetcher, proxied, options.proxyTimeoutMs ?? PROXY_TIMEOUT_MS, options.signal, options.proxyHeaders),
    );
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return [];
  }
}
