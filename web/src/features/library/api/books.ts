import { api } from "../../../lib/api-client";
import type { Book, Category, ChapterWithSnippets } from "../../../lib/types";

export function fetchTopBooks(signal?: AbortSignal): Promise<Book[]> {
  return api("POST /library/books", { body: { orderBy: "date_of_summary" }, signal });
}

export async function fetchBookById(bookId: string, signal?: AbortSignal): Promise<Book> {
  const [book] = await api("GET /library/book-by-id/:id", { params: { id: bookId }, signal });
  if (!book) throw new Error("Failed to fetch book details");
  return book;
}

/** The books the signed-in reader finished (every chapter heard or read). */
export async function fetchFinishedBookIds(signal?: AbortSignal): Promise<string[]> {
  return (await api("GET /my-library/finished", { signal })).book_ids;
}

export function fetchChapters(bookId: string, email: string | null, signal?: AbortSignal): Promise<ChapterWithSnippets[]> {
  return api("POST /chapter/get-chapters", { body: { bookId, email }, signal });
}

export async function fetchAudioUrl(bookId: string, signal?: AbortSignal): Promise<string | null> {
  const { audioUrl } = await api("POST /audio/get-audio", { body: { bookId }, signal });
  return audioUrl ?? null;
}

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return api("GET /library/categories", { query: { lang: "en" }, signal });
}

export function requestSummary(bookId: string, email: string, isbn: string | null) {
  return api("POST /library/request-summarization", { body: { bookId, email, isbn } });
}

/** The whole favourites list, in the API's audio_history shape (write-audio-history). */
export function saveFavourites(favorites: string[]) {
  return api("POST /user/write-audio-history", {
    body: { audioHistory: { favorites }, audioHistoryChapter: {}, playbackSpeeds: {}, dailyUsageIncrement: 0 },
  });
}

export function startCheckout(originUrl: string) {
  return api("POST /user/create-checkout-session", { body: { originUrl } });
}
