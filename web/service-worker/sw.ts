/*
 * Chapterly's service worker (docs/decisions/021-service-worker.md, 175-offline-downloads.md), bundled into /sw.js by
 * scripts/vite-service-worker.ts.
 *
 * - Registered by web/src/app/service-worker.ts as /sw.js?v={build version}; a new build means a
 *   new script URL, so the browser installs a new worker, which waits until the user accepts
 *   "New content available. Reload?" (spec 2) and the page posts SKIP_WAITING.
 * - Install precaches the app shell: index.html, the hashed assets it references, the manifest
 *   and icons. Other hashed /assets/* files (lazy chunks) are cached the first time they load.
 * - Page navigations get this version's cached shell at once (repeat visits start without a round
 *   trip; the shell holds no user data), the network only when the shell is not cached. A new deploy reaches the
 *   page through the update check and the prompt above, as before (docs/decisions/092-fast-on-phones.md).
 * - Downloaded books (175): their audio is answered from the device's copy with Range; the API goes to the network
 *   first and, only when there is no answer at all, a downloaded book's details, chapters, cues, audio links and the
 *   reader's user-info come from the device, and its listening reports and saved sentences wait for the network.
 * - Never touched otherwise: the API, audio and video, Range requests, anything not GET or not
 *   same-origin, and the pages the worker renders for crawlers (summary pages, sitemaps, robots).
 */
import { apiRead, getAudio, getChapters, mayHaveCopy, refreshKnownDownloads, streamFromCopy, userInfo } from "./offline-answers";
import { replayReports, saveSentence, sendReport } from "./report-queue";

declare const self: ServiceWorkerGlobalScope;

const VERSION = new URL(self.location.href).searchParams.get("v") || "unversioned";
const CACHE_PREFIX = "chapterly-shell-";
const SHELL_CACHE = CACHE_PREFIX + VERSION;
const SHELL_URL = "/";
const STATIC_SHELL = [
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
  "/icons/apple-touch-icon.png",
];
const STATIC_SHELL_SET = new Set(STATIC_SHELL);
const SERVER_PATH = /^\/(?:[^/]+\/on\/[^/]+\/[^/]+(?:\/.*)?|sitemap\.xml|sitemaps\/.*|robots\.txt)$/;
const MEDIA_PATH = /\.(?:mp3|m4a|aac|ogg|oga|opus|wav|flac|webm|mp4)$/i;

/** The API calls a downloaded book needs offline, by "METHOD path". */
const OFFLINE_API: Record<string, (request: Request) => Promise<Response>> = {
  "POST /api/v1/audio/get-audio": getAudio,
  "POST /api/v1/chapter/get-chapters": getChapters,
  "POST /api/v1/user/user-info": userInfo,
  "POST /api/v1/user/write-audio-history": sendReport,
  "POST /api/v1/highlights": saveSentence,
};
const OFFLINE_READS = [/^\/api\/v1\/library\/book-by-id\//, /^\/api\/v1\/audio\/cues\//];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const shell = await fetch(SHELL_URL, { cache: "no-cache" });
      if (!shell.ok) throw new Error(`shell answered ${shell.status}`);
      const html = await shell.clone().text();
      // The stylesheet is inlined in the shell; its link only names it (scripts/vite-route-preload.ts, decision 250).
      const inlined = new Set(
        [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"[^>]*\bdisabled>/g)].map((m) => m[1]!),
      );
      const assets = [...html.matchAll(/"(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!).filter((asset) => !inlined.has(asset));
      await cache.put(SHELL_URL, shell);
      await cache.addAll([...new Set([...assets, ...STATIC_SHELL])]);
      // The very first worker has nothing to replace: no prompt needed.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n)));
    })(),
  );
});

void refreshKnownDownloads();

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  // The page downloaded or deleted a book.
  if (event.data?.type === "DOWNLOADS_CHANGED") event.waitUntil(refreshKnownDownloads());
  // The page saw the network come back (or started with one): waiting listening reports go now.
  if (event.data?.type === "REPLAY_REPORTS") event.waitUntil(replayReports());
});

function isUntouchable(request: Request, url: URL) {
  return (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    request.headers.has("range") ||
    url.pathname.startsWith("/api/") ||
    request.destination === "audio" ||
    request.destination === "video" ||
    MEDIA_PATH.test(url.pathname) ||
    SERVER_PATH.test(url.pathname)
  );
}

async function shellFirstNavigation(request: Request) {
  const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
  return cached || fetch(request);
}

async function cacheFirst(request: Request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => {});
  }
  return response;
}

async function streamOrNetwork(request: Request, url: URL) {
  return (await streamFromCopy(request, url)) ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith("/api/v1/")) {
    const offline = OFFLINE_API[`${request.method} ${url.pathname}`];
    if (offline) return event.respondWith(offline(request));
    if (request.method !== "GET") return;
    if (url.pathname.startsWith("/api/v1/audio/stream/")) {
      if (mayHaveCopy(url)) event.respondWith(streamOrNetwork(request, url));
      return;
    }
    if (OFFLINE_READS.some((path) => path.test(url.pathname))) return event.respondWith(apiRead(request));
    return;
  }
  if (isUntouchable(request, url)) return;
  if (request.mode === "navigate") {
    event.respondWith(shellFirstNavigation(request));
  } else if (url.pathname.startsWith("/assets/") || STATIC_SHELL_SET.has(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
