/** Category browsing, highlights and the export (docs/decisions/120-124). */
import type { Book } from "./books";

/** newest: newest summary first (books without one last); title: A to Z; requested: most summary requests first. */
export type CategorySort = "newest" | "title" | "requested";

/** GET /categories/books: one keyset page of a category; `nextCursor` asks for the next one. */
export interface CategoryPage {
  /** The topic as the library spells it: asked as "philosophy", a first page answers "Philosophy". */
  topic: string;
  sort: CategorySort;
  books: Book[];
  nextCursor: string | null;
}

/** GET /categories/favourites: the reader's favourite categories and new summaries in them. */
export interface FavouriteCategories {
  topics: string[];
  books: Book[];
}

export type HighlightSourceKind = "snippet" | "summary";
export type SummaryLength = "small" | "medium" | "large";

export interface Highlight {
  id: string;
  book_id: string;
  book_title: string;
  book_authors: string[];
  source_kind: HighlightSourceKind;
  /** The snippet id, or the summary length. */
  source_id: string;
  /** Where it was taken from, for people: "Chapter 2 · The Inner Citadel" or "Medium summary". */
  source_label: string;
  text: string;
  note: string;
  /** Character offset of the passage in its source's plain text. */
  location: number;
  /** Where the passage is spoken, when it was saved while listening ("Save this sentence"); null otherwise. */
  position: HighlightPosition | null;
  created_at: string;
}

/** A place in a book's audio: a chapter id or "full" (the full-book audio), and seconds from the part's start. */
export interface HighlightPosition {
  part: string;
  seconds: number;
}

export interface NewHighlight {
  bookId: string;
  sourceKind: HighlightSourceKind;
  sourceId: string;
  text: string;
  note?: string;
  position?: HighlightPosition;
  /** A fresh UUID from the device: the same save sent again (one made offline, replayed) keeps one highlight. */
  clientId?: string;
}

export type ExportFormat = "markdown" | "json" | "csv";

/** GET /export: the file the browser saves. */
export interface ExportFile {
  filename: string;
  contentType: string;
  content: string;
}
