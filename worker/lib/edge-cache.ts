import type { Context } from "hono";

/**
 * Public library answers: browsers keep them briefly; the edge until the library version changes, or five minutes.
 * Request counts change no version (issue 32), so the counts an answer shows are at most that old (decision 031).
 */
export const PUBLIC_CACHE = "public, max-age=30, s-maxage=300";

/** The edge-cache key of a library answer (`/{name}...`) under the library's version; null: not cached now. */
export function libraryKey(version: string | null, path: string): string | null {
  return version === null ? null : `/v${version}${path}`;
}

/** Response header telling whether an answer came from the edge cache (hit) or was rendered (miss). */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/**
 * Serves `key` from the data centre's cache (the Workers Cache API), or renders it and stores it
 * there when the answer is a 200. The answer's Cache-Control decides how long the copy lives.
 * Keys are paths on the request's own host, under /__edge/; callers put a version in them so a
 * changed resource gets a new key instead of needing a purge. Cache failures only cost a render; a null key
 * (the version could not be read) renders without the cache.
 */
export async function edgeCached(c: Context, key: string | null, render: () => Promise<Response>): Promise<Response> {
  const cacheKey = key === null ? null : new Request(new URL(`/__edge${key}`, c.req.url).href, { method: "GET" });
  const cache = typeof caches === "undefined" || !cacheKey ? null : caches.default;
  if (cache) {
    try {
      const hit = await cache.match(cacheKey!);
      if (hit) {
        const response = new Response(hit.body, hit);
        response.headers.set(EDGE_CACHE_HEADER, "hit");
        return response;
      }
    } catch (err) {
      console.warn("edge cache read failed", err);
    }
  }

  const response = await render();
  if (cache && response.status === 200) {
    const put = cache.put(cacheKey!, response.clone()).catch((err: unknown) => console.warn("edge cache write failed", err));
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put; // no execution context (some test harnesses): finish the write now
    }
  }
  response.headers.set(EDGE_CACHE_HEADER, "miss");
  return response;
}
