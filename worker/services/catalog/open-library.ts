import { catalogUrl, getCatalogJson } from "./http";
import { OPEN_LIBRARY_WORK_ID, openLibraryLinks } from "./links";
import { CatalogUnavailable, type CatalogBook, type ExternalCatalog } from "./types";

export interface OpenLibraryOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

interface OpenLibraryDoc {
  key?: unknown;
  title?: unknown;
  author_name?: unknown;
  isbn?: unknown;
  publisher?: unknown;
  first_publish_year?: unknown;
  edition_count?: unknown;
  subject?: unknown;
  number_of_pages_median?: unknown;
  cover_i?: unknown;
  ia?: unknown;
}

const FIELDS = "key,title,author_name,isbn,publisher,first_publish_year,edition_count,subject,number_of_pages_median,cover_i,ia";
const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, max) : [];

/** Maps one Open Library search doc to the Book terms; null when it lacks a work key or title. */
export function mapOpenLibraryDoc(doc: OpenLibraryDoc): CatalogBook | null {
  if (typeof doc.key !== "string" || typeof doc.title !== "string") return null;
  const workId = /^\/works\/(OL\d+W)$/.exec(doc.key)?.[1];
  if (!workId) return null;
  const archiveIds = strings(doc.ia, 5).filter((id) => /^[A-Za-z0-9._-]+$/.test(id));
  const workLink = `https://openlibrary.org/works/${workId}`;
  const archiveLinks = archiveIds.map((id) => `https://archive.org/details/${id}`);
  return {
    book_id: `ol_${workId}`,
    title: doc.title.slice(0, 500),
    authors: strings(doc.author_name, 10).length ? strings(doc.author_name, 10) : ["Unknown Author"],
    isbn: strings(doc.isbn, 5),
    publisher: strings(doc.publisher, 1)[0] ?? "Unknown Publisher",
    year: typeof doc.first_publish_year === "number" ? String(doc.first_publish_year) : "Unknown",
    edition: typeof doc.edition_count === "number" ? `${doc.edition_count} editions` : "1st",
    topic: strings(doc.subject, 1)[0] ?? "General",
    pages: typeof doc.number_of_pages_median === "number" ? String(doc.number_of_pages_median) : "0",
    cover_image_base64: typeof doc.cover_i === "number" ? `https://covers.openlibrary.org/b/id/${doc.cover_i}-M.jpg` : null,
    download_link: archiveLinks[0] ?? workLink,
    alternate_download_links: archiveLinks.length ? [workLink, ...archiveLinks.slice(1)] : [],
    language: "en",
  };
}

const MAX_WORK_AUTHORS = 5;

/** Author keys of a work record: `authors: [{ author: { key: "/authors/OL…A" } }]`. */
function workAuthorIds(authors: unknown): string[] {
  if (!Array.isArray(authors)) return [];
  return authors
    .map((a) => (a && typeof a === "object" && a.author && typeof a.author === "object" ? a.author.key : null))
    .map((key) => (typeof key === "string" ? /^\/authors\/(OL\d{1,12}A)$/.exec(key)?.[1] : undefined))
    .filter((id): id is string => !!id)
    .slice(0, MAX_WORK_AUTHORS);
}

/** Maps an Open Library work record and its authors' names to the Book terms; null when it is not that work. */
export function mapOpenLibraryWork(workId: string, work: unknown, authorNames: string[]): CatalogBook | null {
  if (!work || typeof work !== "object") return null;
  const record = work as Record<string, unknown>;
  if (record.key !== `/works/${workId}` || typeof record.title !== "string" || !record.title.trim()) return null;
  const year = typeof record.first_publish_date === "string" ? /\d{4}/.exec(record.first_publish_date)?.[0] : undefined;
  const subject = strings(record.subjects, 1)[0];
  return {
    book_id: `ol_${workId}`,
    title: record.title.trim().slice(0, 500),
    authors: authorNames.length ? authorNames : ["Unknown Author"],
    isbn: [],
    publisher: "Unknown Publisher",
    year: year ?? "Unknown",
    edition: "1st",
    topic: subject?.slice(0, 100) ?? "General",
    pages: "0",
    ...openLibraryLinks(workId, Array.isArray(record.covers) ? record.covers.find((c) => typeof c === "number" && c > 0) : null),
    alternate_download_links: [],
    language: "en",
  };
}

/** Open Library's public search API (https://openlibrary.org/dev/docs/api/search) and works API. */
export function createOpenLibraryCatalog(options: OpenLibraryOptions): ExternalCatalog {
  return {
    async findById(workId) {
      if (!OPEN_LIBRARY_WORK_ID.test(workId)) return null;
      const work = await getCatalogJson(options, catalogUrl(options.baseUrl, `/works/${workId}.json`), "Open Library");
      if (work === null) return null;
      if (typeof work !== "object") throw new CatalogUnavailable("Open Library sent an unexpected answer.");
      const authorIds = workAuthorIds((work as { authors?: unknown }).authors);
      const names = await Promise.all(
        authorIds.map(async (id) => {
          const author = await getCatalogJson(options, catalogUrl(options.baseUrl, `/authors/${id}.json`), "Open Library");
          const name = author && typeof author === "object" ? (author as { name?: unknown }).name : null;
          return typeof name === "string" && name.trim() ? name.trim().slice(0, 200) : null;
        }),
      );
      return mapOpenLibraryWork(
        workId,
        work,
        names.filter((n): n is string => !!n),
      );
    },

    async search(terms, limit) {
      const url = new URL("/search.json", options.baseUrl);
      url.searchParams.set("q", terms.join(" "));
      url.searchParams.set("limit", String(limit));
      url.searchParams.set("fields", FIELDS);
      let body: unknown;
      try {
        // One deadline for connecting and reading the body, so a slow stream cannot hang the call.
        const signal = AbortSignal.timeout(options.timeoutMs);
        const response = await options.fetch(url.href, { headers: { Accept: "application/json" }, signal });
        if (!response.ok) throw new CatalogUnavailable(`Open Library answered ${response.status}.`);
        body = await response.json();
      } catch (err) {
        if (err instanceof CatalogUnavailable) throw err;
        throw new CatalogUnavailable(
          err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")
            ? `Open Library did not answer within ${options.timeoutMs} ms.`
            : "Open Library could not be reached.",
        );
      }
      const docs = body && typeof body === "object" && "docs" in body && Array.isArray(body.docs) ? body.docs : null;
      if (!docs) throw new CatalogUnavailable("Open Library sent an unexpected answer.");
      return docs
        .map((d) => (d && typeof d === "object" ? mapOpenLibraryDoc(d as OpenLibraryDoc) : null))
        .filter((b): b is CatalogBook => !!b)
        .slice(0, limit);
    },
  };
}
