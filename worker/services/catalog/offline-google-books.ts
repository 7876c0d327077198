import { googleBooksLinks } from "./links";
import type { CatalogBook, CatalogLookup } from "./types";

export type OfflineVolume = [
  volumeId: string,
  title: string,
  author: string,
  year: string,
  topic: string,
  isbn: string,
  publisher: string,
  pages: string,
];

/**
 * A few public-domain volumes in Google Books' shape, so adding a book from the public books
 * search works with no network (local development and the tests). The browser test's fake books
 * service answers with these ids.
 */
export const OFFLINE_GOOGLE_VOLUMES: OfflineVolume[] = [
  ["chapterlyGB01", "Frankenstein", "Mary Shelley", "1818", "Fiction", "9780141439471", "Penguin Classics", "273"],
  [
    "chapterlyGB02",
    "The Count of Monte Cristo",
    "Alexandre Dumas",
    "1844",
    "Fiction",
    "9780140449266",
    "Penguin Classics",
    "1276",
  ],
  ["chapterlyGB03", "Critique of Pure Reason", "Immanuel Kant", "1781", "Philosophy", "9780140447477", "Penguin Classics", "785"],
  [
    "chapterlyGB04",
    "A Vindication of the Rights of Woman",
    "Mary Wollstonecraft",
    "1792",
    "Politics",
    "9780141441252",
    "Penguin Classics",
    "320",
  ],
  ["chapterlyGB05", "The Histories", "Herodotus", "1858", "History", "9780140449082", "Penguin Classics", "772"],
  [
    "chapterlyGB06",
    "Beyond Good and Evil",
    "Friedrich Nietzsche",
    "1886",
    "Philosophy",
    "9780140449235",
    "Penguin Classics",
    "240",
  ],
];

/** The offline Google Books adapter: looks a volume up in the bundled list. */
export function createOfflineGoogleBooksLookup(volumes: OfflineVolume[] = OFFLINE_GOOGLE_VOLUMES): CatalogLookup {
  return {
    async findById(volumeId) {
      const volume = volumes.find(([id]) => id === volumeId);
      if (!volume) return null;
      const [id, title, author, year, topic, isbn, publisher, pages] = volume;
      const book: CatalogBook = {
        book_id: `google_${id}`,
        title,
        authors: [author],
        isbn: [isbn],
        publisher,
        year,
        edition: "1st",
        topic,
        pages,
        ...googleBooksLinks(id, false),
        alternate_download_links: [],
        language: "en",
      };
      return book;
    },
  };
}
