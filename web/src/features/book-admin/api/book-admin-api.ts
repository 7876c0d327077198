import type { BookFields, ChapterEdit } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";

export type {
  AdminChapter,
  AdminChapters,
  AdminSnippet,
  AudioState,
  BookFields,
  ChapterEdit,
} from "../../../../../shared/contract";

export async function getBook(bookId: string, signal?: AbortSignal): Promise<Book> {
  const [book] = await api("GET /library/book-by-id/:id", { params: { id: bookId }, signal });
  if (!book) throw new Error("Book not found");
  return book;
}

export function getChapters(bookId: string, signal?: AbortSignal) {
  return api("GET /library/book-chapters/:bookId", { params: { bookId }, signal });
}

export function patchBook(bookId: string, fields: BookFields) {
  return api("PATCH /library/admin/books/:bookId", { params: { bookId }, body: fields });
}

export function putSummaries(
  bookId: string,
  fields: Required<Pick<BookFields, "small_summarization" | "medium_summarization" | "large_summarization">>,
) {
  return api("PUT /library/admin/books/:bookId/summaries", { params: { bookId }, body: fields });
}

export function putCover(bookId: string, file: File) {
  const form = new FormData();
  form.set("cover", file, file.name);
  return api("PUT /library/admin/books/:bookId/cover", { params: { bookId }, body: form });
}

export function putChapters(bookId: string, chapters: ChapterEdit[]) {
  return api("PUT /library/admin/books/:bookId/chapters", { params: { bookId }, body: { chapters } });
}

export function putSnippets(bookId: string, chapterId: string, snippets: { snippet_title: string; snippet_html: string }[]) {
  return api("PUT /library/admin/books/:bookId/chapters/:chapterId/snippets", {
    params: { bookId, chapterId },
    body: { snippets },
  });
}

export function deleteBook(bookId: string) {
  return api("DELETE /library/admin/books/:bookId", { params: { bookId } });
}

/** POST /audio/gen-book-audio (the listening feature's route). */
export function generateAudio(bookId: string) {
  return api("POST /audio/gen-book-audio", { body: { bookId } });
}

/** POST /audio/gen-book-cues: sentence cues for the book's stored audio (jobId null when every part has them). */
export function generateCues(bookId: string) {
  return api("POST /audio/gen-book-cues", { body: { bookId } });
}
