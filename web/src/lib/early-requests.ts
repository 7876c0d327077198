/**
 * The first screen's API calls, started by index.html's inline script while the app's code was
 * still downloading (docs/decisions/092-fast-on-phones.md). The first identical call of the app
 * (same method, path and body, same token) takes the answer instead of asking again; each answer
 * is used once, and only while fresh, so nothing the user changed since can come back from it.
 */

export interface EarlyRequest {
  /** The token the request was sent with (null: signed out). */
  token: string | null;
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __chapterlyEarly?: Record<string, EarlyRequest | undefined>;
  }
}

/** Older answers are dropped: the page has been open long enough for the data to be asked again. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

export const earlyRequestKey = (method: string, path: string, body: string | undefined) => `${method} ${path} ${body ?? ""}`;

export function takeEarlyResponse(
  method: string,
  path: string,
  body: string | undefined,
  token: string | null,
  now = Date.now(),
): Promise<Response> | null {
  const pending = typeof window === "undefined" ? undefined : window.__chapterlyEarly;
  const key = earlyRequestKey(method, path, body);
  const entry = pending?.[key];
  if (!pending || !entry) return null;
  delete pending[key];
  if (entry.token !== token || now - entry.at > EARLY_REQUEST_MAX_AGE_MS) return null;
  return entry.response;
}
