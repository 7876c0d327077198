import { queryTerms } from "../../lib/fts-query";
import { openLibraryLinks } from "./links";
import type { CatalogBook, ExternalCatalog } from "./types";

type Entry = [workId: string, title: string, author: string, year: string, topic: string, isbn: string];

/** A few public-domain works that are not in the demo library, searchable without a network. */
const ENTRIES: Entry[] = [
  ["OL1168083W", "Pride and Prejudice", "Jane Austen", "1813", "Fiction", "9780141439518"],
  ["OL118974W", "Moby Dick", "Herman Melville", "1851", "Fiction", "9780142437247"],
  ["OL1097427W", "On Liberty", "John Stuart Mill", "1859", "Philosophy", "9780140432077"],
  ["OL15328W", "Utopia", "Thomas More", "1516", "Politics", "9780140449105"],
  ["OL2010879W", "The Social Contract", "Jean-Jacques Rousseau", "1762", "Politics", "9780140442014"],
  ["OL45883W", "The Origin of Species", "Charles Darwin", "1859", "Science", "9780451529060"],
  ["OL1892617W", "Thus Spoke Zarathustra", "Friedrich Nietzsche", "1883", "Philosophy", "9780140441185"],
  ["OL66554W", "The Federalist Papers", "Alexander Hamilton", "1788", "Politics", "9780451528810"],
];

function toBook([workId, title, author, year, topic, isbn]: Entry): CatalogBook {
  return {
    book_id: `ol_${workId}`,
    title,
    authors: [author],
    isbn: [isbn],
    publisher: "Unknown Publisher",
    year,
    edition: "1st",
    topic,
    pages: "0",
    ...openLibraryLinks(workId, null),
    alternate_download_links: [],
    language: "en",
  };
}

/** The offline adapter: the same search and lookup contract over a bundled list. */
export function createOfflineCatalog(entries: Entry[] = ENTRIES): ExternalCatalog {
  return {
    async findById(workId) {
      const entry = entries.find(([id]) => id === workId);
      return entry ? toBook(entry) : null;
    },
    async search(terms, limit) {
      const wanted = terms.flatMap(queryTerms);
      return entries
        .filter((entry) => {
          const words = queryTerms(entry.join(" "));
          return wanted.every((w) => words.some((word) => word.startsWith(w)));
        })
        .slice(0, limit)
        .map(toBook);
    },
  };
}
