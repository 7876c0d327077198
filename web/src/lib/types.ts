/** The Book shape of spec section 3, as the API answers it. */
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

/** A snippet of a chapter summary (spec 3). Placeholders stand in for premium content (spec 5). */
export interface Snippet {
  snippet_id: string;
  snippet_title: string;
  /** Sanitized by the server with an allow-list. */
  snippet_html: string;
  is_placeholder: boolean;
}

/** A chapter as POST /chapter/get-chapters answers it, in reading order. */
export interface ChapterWithSnippets {
  chapter_id: string;
  chapter_title: string;
  position: number;
  chapter_snippets: Snippet[];
}

export type Chapter = ChapterWithSnippets;

/** GET /library/search and /library/suggestions: one page of matches and the number of all matches. */
export interface BookSearchPage {
  books: Book[];
  total: number;
}

export interface Category {
  topic: string;
  count: number;
}
