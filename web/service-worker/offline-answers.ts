import { createPartialResponse } from "workbox-range-requests";
import {
  audioCopyPath,
  chaptersCopyPath,
  downloadCacheName,
  isDownloadCache,
  readManifest,
  SESSION_COPY_CACHE,
  tokenKey,
} from "../src/lib/offline-copies";
import { mayUseCopy, OFFLINE_TOKEN } from "./stream-links";

/**
 * Answers from downloaded books (docs/decisions/175-offline-downloads.md). The network goes first for the API, so
 * premium is checked by the server whenever it can be; the device's copy answers only when the network does not.
 * Audio of a downloaded part always comes from the copy, online or not, with Range answered by workbox.
 */

const STREAM_PATH = /^\/api\/v1\/audio\/stream\/([^/]+)\/([^/]+)\.mp3$/;
const FULL_AUDIO_PREFIX = "fullaudio_";
const FULL_AUDIO_PART = "full";

async function downloadCaches(): Promise<string[]> {
  return (await caches.keys()).filter(isDownloadCache);
}

export async function hasDownloads(): Promise<boolean> {
  return (await downloadCaches()).length > 0;
}

/**
 * The download caches as this worker last read them, so a stream of a book that is not downloaded (nearly all of them)
 * goes to the network untouched, without a hop through the worker; null until read (then every stream is checked).
 */
let knownDownloads: Set<string> | null = null;

export async function refreshKnownDownloads(): Promise<void> {
  knownDownloads = new Set(await downloadCaches());
}

/** Whether a stream request may have a copy on the device: a quick, synchronous answer for the fetch handler. */
export function mayHaveCopy(url: URL): boolean {
  const match = STREAM_PATH.exec(url.pathname);
  if (!match || !mayUseCopy(url.searchParams.get("token"))) return false;
  if (!knownDownloads) return true;
  const book = decodeURIComponent(match[1]!);
  const bookId = book.startsWith(FULL_AUDIO_PREFIX) ? book.slice(FULL_AUDIO_PREFIX.length) : book;
  return knownDownloads.has(downloadCacheName(bookId));
}

async function manifestOf(bookId: string) {
  if (!(await caches.has(downloadCacheName(bookId)))) return null;
  return readManifest(await caches.open(downloadCacheName(bookId)));
}

/** The downloaded copy of a stream link's part, answered with Range; null when that part is not on the device. */
export async function streamFromCopy(request: Request, url: URL): Promise<Response | null> {
  const match = STREAM_PATH.exec(url.pathname);
  if (!match || !mayUseCopy(url.searchParams.get("token"))) return null;
  const book = decodeURIComponent(match[1]!);
  const fallback = book.startsWith(FULL_AUDIO_PREFIX);
  const bookId = fallback ? book.slice(FULL_AUDIO_PREFIX.length) : book;
  const part = fallback ? FULL_AUDIO_PART : decodeURIComponent(match[2]!);
  if (!(await caches.has(downloadCacheName(bookId)))) return null;
  const copy = await (await caches.open(downloadCacheName(bookId))).match(audioCopyPath(bookId, part));
  if (!copy) return null;
  return request.headers.has("range") ? createPartialResponse(request, copy) : copy;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

/** Tries the network; on no answer at all, `offline()` (or the network error again when it has nothing). */
async function networkOr(request: Request, offline: () => Promise<Response | null>): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const answer = await offline().catch(() => null);
    if (answer) return answer;
    throw err;
  }
}

/** POST /audio/get-audio offline: a link to the downloaded part, which streamFromCopy then answers. */
export function getAudio(request: Request): Promise<Response> {
  const body = request.clone().json() as Promise<{ bookId?: string; chapterId?: string; fullAudio?: boolean }>;
  return networkOr(request, async () => {
    const { bookId, chapterId, fullAudio } = await body;
    const manifest = bookId ? await manifestOf(bookId) : null;
    if (!manifest || !bookId) return null;
    const wanted = fullAudio ? FULL_AUDIO_PART : (chapterId ?? manifest.parts.find((p) => p.chapterId)?.part);
    const part = manifest.parts.find((p) => p.part === wanted);
    if (!part) return null;
    const audioUrl = `/api/v1/audio/stream/${encodeURIComponent(bookId)}/${encodeURIComponent(part.part)}.mp3?token=${OFFLINE_TOKEN}`;
    return json({ audioUrl, durationSeconds: part.durationSeconds, part: part.part });
  });
}

/** POST /chapter/get-chapters offline: the chapters as they were downloaded. */
export function getChapters(request: Request): Promise<Response> {
  const body = request.clone().json() as Promise<{ bookId?: string }>;
  return networkOr(request, async () => {
    const { bookId } = await body;
    if (!bookId || !(await caches.has(downloadCacheName(bookId)))) return null;
    return (await (await caches.open(downloadCacheName(bookId))).match(chaptersCopyPath(bookId))) ?? null;
  });
}

/** GET /api/* offline: the downloaded copy of that exact address (a book's details, a part's cues), if any. */
export function apiRead(request: Request): Promise<Response> {
  return networkOr(request, async () => {
    for (const name of await downloadCaches()) {
      const copy = await (await caches.open(name)).match(request.url, { ignoreVary: true, ignoreSearch: false });
      if (copy) return copy;
    }
    return null;
  });
}

/**
 * POST /user/user-info: the reader's info is kept (per token) while they have downloads, so a start without network
 * knows who is listening and that they are premium; the page removes the downloads at the next start with a network
 * once they are not (docs/decisions/175).
 */
export async function userInfo(request: Request): Promise<Response> {
  const authorization = request.headers.get("authorization");
  const key = authorization ? await tokenKey(authorization) : null;
  return networkOr(request, async () => {
    if (!key || !(await hasDownloads())) return null;
    return (await (await caches.open(SESSION_COPY_CACHE)).match(key)) ?? null;
  }).then(async (response) => {
    if (!key || response.headers.has("x-offline-copy")) return response;
    // The copy's cache is opened only when there is something to keep or remove: opened on every answer, it was made
    // empty for every reader without downloads, and their page deleted it again at each start.
    if (response.ok && (await hasDownloads())) {
      const headers = new Headers(response.headers);
      headers.set("x-offline-copy", "1");
      const copy = new Response(await response.clone().arrayBuffer(), { status: 200, headers });
      await (await caches.open(SESSION_COPY_CACHE)).put(key, copy);
    } else if (!response.ok && (await caches.has(SESSION_COPY_CACHE))) {
      await (await caches.open(SESSION_COPY_CACHE)).delete(key);
    }
    return response;
  });
}
