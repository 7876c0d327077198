import { apiRequest } from "../../../lib/api-client";
import type { Book, Category, ChapterWithSnippets } from "../../../lib/types";

export function fetchTopBooks(signal?: AbortSignal): Promise<Book[]> {
  return apiRequest<Book[]>("/library/books", { body: { orderBy: "date_of_summary" }, signal });
}

export async function fetchBookById(bookId: string, signal?: AbortSignal): Promise<Book> {
  const [book] = await apiRequest<Book[]>(`/library/book-by-id/${encodeURIComponent(bookId)}`, { signal });
  if (!book) throw new Error("Failed to fetch book details");
  return book;
}

export function fetchChapters(bookId: string, email: string | null, signal?: AbortSignal): Promise<ChapterWithSnippets[]> {
  return apiRequest<ChapterWithSnippets[]>("/chapter/get-chapters", { body: { bookId, email }, signal });
}

export async function fetchAudioUrl(bookId: string, signal?: AbortSignal): Promise<string | null> {
  const { audioUrl } = await apiRequest<{ audioUrl: string | null }>("/audio/get-audio", { body: { bookId }, signal });
  return audioUrl ?? null;
}

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>("/library/categories?lang=en", { signal });
}

export function requestSummary(bookId: string, email: string, isbn: string | null) {
  return apiRequest<{ successful: boolean; requested_emails_count: number }>("/library/request-summarization", {
    body: { bookId, email, isbn },
  });
}

/** The whole favourites list, in the spec's audio_history shape (write-audio-history). */
export function saveFavourites(favorites: string[]) {
  return apiRequest<{ dailyUsage: number }>("/user/write-audio-history", { body: { audioHistory: { favorites } } });
}

export function startCheckout(originUrl: string) {
  return apiRequest<{ url: string }>("/user/create-checkout-session", { body: { originUrl } });
}
