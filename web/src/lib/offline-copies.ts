/**
 * Where a downloaded book lives in Cache Storage (docs/decisions/175-offline-downloads.md). Shared by the page, which
 * writes and deletes the copies, and the service worker, which answers from them: one cache per book, so deleting a
 * book is deleting its cache; its manifest is written last, so a book without one is an unfinished download.
 */
export const DOWNLOAD_CACHE_PREFIX = "chapterly-download-";
/** The signed-in reader's user-info, kept for offline starts only while they have downloads; keyed by token hash. */
export const SESSION_COPY_CACHE = "chapterly-offline-session";

export const downloadCacheName = (bookId: string) => DOWNLOAD_CACHE_PREFIX + encodeURIComponent(bookId);
export const isDownloadCache = (name: string) => name.startsWith(DOWNLOAD_CACHE_PREFIX);

export const MANIFEST_PATH = "/offline/manifest";
export const audioCopyPath = (bookId: string, part: string) =>
  `/offline/audio/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.mp3`;
export const chaptersCopyPath = (bookId: string) => `/offline/chapters/${encodeURIComponent(bookId)}`;
export const bookCopyPath = (bookId: string) => `/api/v1/library/book-by-id/${encodeURIComponent(bookId)}`;

/** A downloaded book: what the Downloaded list shows and the service worker plays. */
export interface DownloadManifest {
  bookId: string;
  title: string;
  authors: string[];
  /** Parts kept on the device (chapter ids, and "full" when the reader chose the full-book audio). */
  parts: { part: string; chapterId: string | null; bytes: number; durationSeconds: number }[];
  /** Everything stored for the book: audio, cues and text. */
  bytes: number;
  savedAt: number;
}

/** SHA-256 of the bearer token, hex: the session copy's key never holds the token itself. */
export async function tokenKey(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(authorization));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `/offline/session/${hex}`;
}

export async function readManifest(cache: Cache): Promise<DownloadManifest | null> {
  const answer = await cache.match(MANIFEST_PATH);
  return answer ? ((await answer.json()) as DownloadManifest) : null;
}
