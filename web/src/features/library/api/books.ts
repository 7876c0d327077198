import { apiRequest } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";

export function fetchTopBooks(signal?: AbortSignal): Promise<Book[]> {
  return apiRequest<Book[]>("/library/books", { body: { orderBy: "date_of_summary" }, signal });
}

export async function fetchBookById(bookId: string, signal?: AbortSignal): Promise<Book> {
  const [book] = await apiRequest<Book[]>(`/library/book-by-id/${encodeURIComponent(bookId)}`, { signal });
  if (!book) throw new Error("Failed to fetch book details");
  return book;
}
