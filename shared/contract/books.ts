/** Books, chapters and snippets as the API answers them (docs/product.md, "Data shapes"). */

export interface Book {
  book_id: string;
  title: string;
  authors: string[];
  isbn: string[];
  publisher: string;
  year: string;
  edition: string;
  topic: string;
  pages: string;
  summary_model: string | null;
  cover_image_base64: string | null;
  small_summarization: string | null;
  medium_summarization: string | null;
  large_summarization: string | null;
  /** Requesters' addresses: filled for admins only, empty for everyone else. */
  requested_emails: string[];
  requested_emails_count: number;
  date_of_summary: string | null;
  translate_language: string;
  audio: boolean;
  audio_source: string | null;
  full_audio: boolean;
  full_audio_source: string | null;
  chapter_duration: Record<string, number>;
  download_link: string | null;
  alternate_download_links: string[];
  isExternal: boolean;
  /** book-by-id only: no audio yet, but it is being generated. */
  audio_pending?: boolean;
}

/**
 * What a book found in an external catalogue carries before Chapterly summarizes it: no summary model, no
 * requests, no audio. The worker (GET /library/lg/books-by-term) and the SPA (the public volume search) both
 * build external results from it; a value, so import it from this file (the index re-exports types only).
 */
export const EXTERNAL_BOOK_DEFAULTS: Pick<
  Book,
  | "summary_model"
  | "requested_emails"
  | "requested_emails_count"
  | "date_of_summary"
  | "translate_language"
  | "audio"
  | "audio_source"
  | "full_audio"
  | "full_audio_source"
  | "chapter_duration"
  | "isExternal"
> = {
  summary_model: null,
  requested_emails: [],
  requested_emails_count: 0,
  date_of_summary: null,
  translate_language: "en-US",
  audio: false,
  audio_source: null,
  full_audio: false,
  full_audio_source: null,
  chapter_duration: {},
  isExternal: true,
};

/** A snippet of a chapter summary. Placeholders stand in for premium content. */
export interface Snippet {
  snippet_id: string;
  snippet_title: string;
  /** Sanitized by the server with an allow-list. */
  snippet_html: string;
  is_placeholder: boolean;
}

/** Where a summary sentence comes from: a passage of a chapter snippet (docs/decisions/142-summary-sources.md). */
export interface SummarySource {
  chapterId: string;
  snippetId: string;
  /**
   * Character range of the passage in the snippet's plain text (tags dropped, entities decoded, block
   * boundaries and whitespace runs one space): quote === text.slice(start, end).
   */
  start: number;
  end: number;
  quote: string;
  /**
   * Set on a snippet sentence's source in the book itself (docs/decisions/144): start and end are then a range of the
   * chapter's cleaned text (its `text_size` characters, kept server-side) and the quote is the book's own words; the
   * snippet is the one the sentence belongs to. Absent: the range is in the snippet's plain text, as above.
   */
  within?: "chapter";
}

export interface SummarySentence {
  /**
   * A slice of the summary: the sentence and the whitespace after it (a space, or a blank line where a
   * paragraph ends), so the sentences joined with "" are exactly the summary shown.
   */
  text: string;
  sources: SummarySource[];
  /** Only with length=snippets: the snippet this sentence is a slice of (its sentences joined are its plain text). */
  snippetId?: string;
}

export type SummarySourcesLength = "short" | "medium" | "long";

/** The book summaries, or every chapter snippet's sentences in reading order. */
export type SourcedText = SummarySourcesLength | "snippets";

/** GET /library/summary-sources/:bookId?length=short|medium|long|snippets (premium). */
export interface SummarySources {
  sentences: SummarySentence[];
}

/**
 * A snippet as POST /snippet/get-snippets answers it: with the language it is written in, the one asked for when the
 * book has the chapter in it, else the book's own (placeholders are English).
 */
export interface LocalizedSnippet extends Snippet {
  lang: string;
}

/** A chapter as POST /chapter/get-chapters answers it, in reading order. */
export interface ChapterWithSnippets {
  chapter_id: string;
  chapter_title: string;
  position: number;
  chapter_snippets: Snippet[];
}

/** GET /library/search and /library/suggestions: one page of matches and the number of all matches. */
export interface BookSearchPage {
  books: Book[];
  total: number;
}

export interface Category {
  topic: string;
  count: number;
}

/** What a catalogue knows of a book before Chapterly summarizes it. */
export type BibliographicField = "title" | "authors" | "isbn" | "publisher" | "year" | "edition" | "topic" | "pages";

/** The book fields an admin may set (PATCH /library/admin/books/:bookId). */
export type BookFields = Partial<
  Pick<
    Book,
    | BibliographicField
    | "translate_language"
    | "summary_model"
    | "download_link"
    | "alternate_download_links"
    | "isExternal"
    | "small_summarization"
    | "medium_summarization"
    | "large_summarization"
  >
>;

export interface AudioState {
  ready: boolean;
  duration_seconds?: number;
  size_bytes?: number;
  source?: string;
}

export interface AdminSnippet {
  snippet_id: string;
  snippet_title: string;
  snippet_html: string;
}

export interface AdminChapter {
  chapter_id: string;
  position: number;
  title: string;
  page_start: number | null;
  page_end: number | null;
  text_size: number;
  audio: AudioState;
  chapter_snippets: AdminSnippet[];
}

/** GET /library/book-chapters/:bookId (admins): chapters with page ranges, text size and audio state. */
export interface AdminChapters {
  book_id: string;
  pages: string;
  full_audio: AudioState;
  chapters: AdminChapter[];
}

export interface ChapterEdit {
  chapter_id?: string;
  title: string;
  page_start: number | null;
  page_end: number | null;
}
