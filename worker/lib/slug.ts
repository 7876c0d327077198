/**
 * Slugs for the public summary pages, /{title-slug}/on/{author-slug}/{book_id} (docs/product.md, "Screens and routes").
 * Pure and dependency-free so the SPA can import or mirror it. The book id is the only part
 * that identifies the book; the slugs are for people and search engines, and a wrong slug is
 * answered with a redirect to the canonical path.
 */
export const SLUG_MAX_LENGTH = 80;
export const TITLE_SLUG_FALLBACK = "book";
export const AUTHOR_SLUG_FALLBACK = "unknown-author";

/** Latin letters that do not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th" };

/** Lowercase ASCII words joined by single hyphens: "Café & Co.'s Guide" becomes "cafe-and-co-s-guide". */
export function slugify(value: string, fallback: string): string {
  let slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (ch) => LETTERS[ch]!)
    .replace(/['\u2019]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length > SLUG_MAX_LENGTH) {
    slug = slug.slice(0, SLUG_MAX_LENGTH);
    const lastHyphen = slug.lastIndexOf("-");
    if (lastHyphen > SLUG_MAX_LENGTH / 2) slug = slug.slice(0, lastHyphen);
    slug = slug.replace(/-+$/, "");
  }
  return slug || fallback;
}

export function titleSlug(title: string): string {
  return slugify(title, TITLE_SLUG_FALLBACK);
}

/** The first author names the page; books without one get a fixed placeholder. */
export function authorSlug(authors: readonly string[]): string {
  return slugify(authors[0] ?? "", AUTHOR_SLUG_FALLBACK);
}

export interface SluggableBook {
  bookId: string;
  title: string;
  authors: readonly string[];
}

/** The canonical path of a book's summary page, its id percent-encoded. */
export function summaryPath(book: SluggableBook): string {
  return `/${titleSlug(book.title)}/on/${authorSlug(book.authors)}/${encodeURIComponent(book.bookId)}`;
}
