import type { BookCoverage, ExportFile, MyLibrary } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type { BookCoverage, LibraryEntry, MyLibrary } from "../../../../../shared/contract";

export function fetchMyLibrary(signal?: AbortSignal): Promise<MyLibrary> {
  return api("GET /my-library", { signal });
}

export function fetchCoverage(bookId: string, signal?: AbortSignal): Promise<BookCoverage> {
  return api("GET /my-library/coverage/:bookId", { params: { bookId }, signal });
}

/** The reader scrolled to the end of a chapter's snippets (premium readers only; the server checks). */
export function markChapterRead(bookId: string, chapterId: string): Promise<BookCoverage> {
  return api("POST /my-library/chapter-read", { body: { bookId, chapterId } });
}

/** The reader's own data as a file: favourites, history and the listening log (and highlights, for premium readers). */
export function fetchExport(format: "markdown" | "json"): Promise<ExportFile> {
  return api("GET /export", { query: { format } });
}
