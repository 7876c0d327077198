import { apiRequest } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";

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

export interface AdminChapters {
  book_id: string;
  pages: string;
  full_audio: AudioState;
  chapters: AdminChapter[];
}

export type BookFields = Partial<
  Pick<
    Book,
    | "title"
    | "authors"
    | "isbn"
    | "publisher"
    | "year"
    | "edition"
    | "topic"
    | "pages"
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

const path = (bookId: string) => `/library/admin/books/${encodeURIComponent(bookId)}`;

export async function getBook(bookId: string, signal?: AbortSignal): Promise<Book> {
  const [book] = await apiRequest<Book[]>(`/library/book-by-id/${encodeURIComponent(bookId)}`, { signal });
  if (!book) throw new Error("Book not found");
  return book;
}

export function getChapters(bookId: string, signal?: AbortSignal) {
  return apiRequest<AdminChapters>(`/library/book-chapters/${encodeURIComponent(bookId)}`, { signal });
}

export function patchBook(bookId: string, fields: BookFields) {
  return apiRequest<Book>(path(bookId), { method: "PATCH", body: fields });
}

export function putSummaries(
  bookId: string,
  fields: Required<Pick<BookFields, "small_summarization" | "medium_summarization" | "large_summarization">>,
) {
  return apiRequest<Book>(`${path(bookId)}/summaries`, { method: "PUT", body: fields });
}

export function putCover(bookId: string, file: File) {
  const form = new FormData();
  form.set("cover", file, file.name);
  return apiRequest<Book>(`${path(bookId)}/cover`, { method: "PUT", body: form });
}

export interface ChapterEdit {
  chapter_id?: string;
  title: string;
  page_start: number | null;
  page_end: number | null;
}

export function putChapters(bookId: string, chapters: ChapterEdit[]) {
  return apiRequest<{ chapters: Omit<AdminChapter, "audio" | "chapter_snippets">[] }>(`${path(bookId)}/chapters`, {
    method: "PUT",
    body: { chapters },
  });
}

export function putSnippets(bookId: string, chapterId: string, snippets: { snippet_title: string; snippet_html: string }[]) {
  return apiRequest<{ chapter_id: string; chapter_snippets: AdminSnippet[] }>(
    `${path(bookId)}/chapters/${encodeURIComponent(chapterId)}/snippets`,
    { method: "PUT", body: { snippets } },
  );
}

export function deleteBook(bookId: string) {
  return apiRequest<{ successful: boolean }>(path(bookId), { method: "DELETE" });
}

/** POST /audio/gen-book-audio (the listening feature's route). */
export function generateAudio(bookId: string) {
  return apiRequest<{ jobId: string }>("/audio/gen-book-audio", { method: "POST", body: { bookId } });
}
