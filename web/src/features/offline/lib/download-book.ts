import { apiHeaders } from "../../../lib/api-client";
import {
  audioCopyPath,
  bookCopyPath,
  chaptersCopyPath,
  downloadCacheName,
  MANIFEST_PATH,
  SESSION_COPY_CACHE,
  tokenKey,
  type DownloadManifest,
} from "../../../lib/offline-copies";
import { requestDownload } from "../api/downloads";

export interface DownloadRequest {
  bookId: string;
  title: string;
  authors: string[];
  /** The full-book audio too, not only the chapters' (the reader's choice). */
  fullAudio: boolean;
  /** As the book page asks for its chapters. */
  email: string | null;
}

const FAILED = "The download failed. Check your connection and try again.";

async function fetched(url: string, init?: RequestInit): Promise<Blob> {
  const response = await fetch(url, { credentials: "include", ...init });
  if (!response.ok) throw new Error(FAILED);
  return response.blob();
}

const stored = (blob: Blob, contentType: string) =>
  new Response(blob, { headers: { "Content-Type": contentType, "Content-Length": String(blob.size) } });

/** The reader's info as the server answers it now, for a start without network (the service worker answers it). */
async function keepSessionCopy() {
  const headers = apiHeaders();
  const authorization = headers.get("Authorization");
  if (!authorization) return;
  const info = await fetched("/api/v1/user/user-info", { method: "POST", headers });
  const copy = new Response(info, { headers: { "Content-Type": "application/json", "x-offline-copy": "1" } });
  await (await caches.open(SESSION_COPY_CACHE)).put(await tokenKey(authorization), copy);
}

/**
 * Keeps a book on the device (docs/decisions/175-offline-downloads.md): its chapter audio (and the full-book audio if
 * chosen), their cues where they exist, the book's details and chapters, then the manifest that makes it a download.
 * Any failure removes what was stored, so a book is either fully downloaded or not at all.
 */
export async function downloadBook(
  request: DownloadRequest,
  onProgress: (done: number, total: number) => void,
): Promise<DownloadManifest> {
  const { bookId } = request;
  // Persistent storage keeps the browser from evicting downloads under storage pressure.
  await navigator.storage?.persist?.().catch(() => false);
  const grant = await requestDownload(bookId);
  const parts = grant.parts.filter((p) => p.chapterId !== null || request.fullAudio);
  const total = parts.reduce((sum, p) => sum + p.bytes, 0);
  const name = downloadCacheName(bookId);
  await caches.delete(name);
  const cache = await caches.open(name);
  try {
    let bytes = 0;
    onProgress(0, total);
    for (const part of parts) {
      const audio = await fetched(part.audioUrl);
      await cache.put(audioCopyPath(bookId, part.part), stored(audio, "audio/mpeg"));
      bytes += audio.size;
      if (part.cuesUrl) {
        const cues = await fetched(part.cuesUrl, { headers: apiHeaders() });
        await cache.put(part.cuesUrl, stored(cues, "text/vtt; charset=utf-8"));
        bytes += cues.size;
      }
      onProgress(Math.min(bytes, total), total);
    }
    const details = await fetched(bookCopyPath(bookId), { headers: apiHeaders() });
    await cache.put(bookCopyPath(bookId), stored(details, "application/json"));
    const chapters = await fetched("/api/v1/chapter/get-chapters", {
      method: "POST",
      headers: apiHeaders(),
      body: JSON.stringify({ bookId, email: request.email }),
    });
    await cache.put(chaptersCopyPath(bookId), stored(chapters, "application/json"));
    const manifest: DownloadManifest = {
      bookId,
      title: request.title,
      authors: request.authors,
      parts: parts.map(({ part, chapterId, bytes: size, durationSeconds }) => ({
        part,
        chapterId,
        bytes: size,
        durationSeconds,
      })),
      bytes: bytes + details.size + chapters.size,
      savedAt: Date.now(),
    };
    await cache.put(MANIFEST_PATH, new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/json" } }));
    await keepSessionCopy();
    return manifest;
  } catch (err) {
    await caches.delete(name);
    throw err;
  }
}
