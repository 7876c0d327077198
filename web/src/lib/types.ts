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
}
