import { catalogUrl, getCatalogJson, strings, type CatalogHttpOptions } from "./http";
import { GOOGLE_VOLUME_ID, googleBooksLinks } from "./links";
import { CatalogUnavailable, type CatalogBook, type CatalogLookup } from "./types";

interface VolumeInfo {
  title?: unknown;
  subtitle?: unknown;
  authors?: unknown;
  publisher?: unknown;
  publishedDate?: unknown;
  industryIdentifiers?: unknown;
  pageCount?: unknown;
  categories?: unknown;
  imageLinks?: unknown;
}

function isbns(identifiers: unknown): string[] {
  if (!Array.isArray(identifiers)) return [];
  return identifiers
    .filter(
      (i): i is { type: string; identifier: string } =>
        !!i && typeof i === "object" && typeof i.type === "string" && typeof i.identifier === "string",
    )
    .filter((i) => i.type.startsWith("ISBN") && /^[0-9X]{10,13}$/i.test(i.identifier))
    .map((i) => i.identifier)
    .slice(0, 5);
}

/** Maps Google's volume resource to the Book terms; null when it is not the volume asked for. */
export function mapGoogleVolume(volumeId: string, volume: unknown): CatalogBook | null {
  if (!volume || typeof volume !== "object" || !("id" in volume) || volume.id !== volumeId) return null;
  const info = (
    "volumeInfo" in volume && volume.volumeInfo && typeof volume.volumeInfo === "object" ? volume.volumeInfo : {}
  ) as VolumeInfo;
  if (typeof info.title !== "string" || !info.title.trim()) return null;
  const year = typeof info.publishedDate === "string" ? /^\d{4}/.exec(info.publishedDate)?.[0] : undefined;
  const authors = strings(info.authors, 10).map((a) => a.slice(0, 200));
  return {
    book_id: `google_${volumeId}`,
    title: info.title.trim().slice(0, 500),
    authors: authors.length ? authors : ["Unknown Author"],
    isbn: isbns(info.industryIdentifiers),
    publisher:
      typeof info.publisher === "string" && info.publisher.trim() ? info.publisher.trim().slice(0, 300) : "Unknown Publisher",
    year: year ?? "Unknown",
    edition: "1st",
    topic: strings(info.categories, 1)[0]?.slice(0, 100) ?? "General",
    pages:
      typeof info.pageCount === "number" && Number.isSafeInteger(info.pageCount) && info.pageCount > 0
        ? String(info.pageCount)
        : "0",
    ...googleBooksLinks(volumeId, !!info.imageLinks && typeof info.imageLinks === "object"),
    alternate_download_links: [],
    language: "en",
  };
}

/** Google Books' volume resource (https://developers.google.com/books/docs/v1/reference/volumes/get). */
export function createGoogleBooksLookup(options: CatalogHttpOptions): CatalogLookup {
  return {
    async findById(volumeId) {
      if (!GOOGLE_VOLUME_ID.test(volumeId)) return null;
      const body = await getCatalogJson(
        options,
        catalogUrl(options.baseUrl, `/volumes/${encodeURIComponent(volumeId)}`),
        "Google Books",
      );
      if (body === null) return null;
      if (typeof body !== "object") throw new CatalogUnavailable("Google Books sent an unexpected answer.");
      return mapGoogleVolume(volumeId, body);
    },
  };
}
