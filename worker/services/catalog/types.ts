import type { BibliographicField, Book } from "../../../shared/contract";

/** A book found in an outside catalog, already in the Book shape's terms (the catalogue's own fields only). */
export type CatalogBook = Pick<
  Book,
  "book_id" | BibliographicField | "cover_image_base64" | "download_link" | "alternate_download_links"
> & { language: string };

/** Looks one book up by the catalogue's own id (a Google Books volume id, an Open Library work id). */
export interface CatalogLookup {
  /** Null when the catalogue has no such book; throws CatalogUnavailable when it cannot answer in time. */
  findById(id: string): Promise<CatalogBook | null>;
}

export interface ExternalCatalog extends CatalogLookup {
  /** Throws CatalogUnavailable when the catalog cannot answer in time. */
  search(terms: string[], limit: number): Promise<CatalogBook[]>;
}

export class CatalogUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CatalogUnavailable";
  }
}
