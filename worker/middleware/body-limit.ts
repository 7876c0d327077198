import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

/** An oversized body is read and thrown away up to this much before answering; beyond it the stream is cancelled. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let seen = 0;
  try {
    while (seen < DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing left to answer
  }
}

/**
 * Request bodies up to `maxBytes`, else 413 PAYLOAD_TOO_LARGE in the error envelope.
 *
 * Unlike hono's bodyLimit, the oversized body is read to its end before the answer. A sender that is still
 * streaming the body (undici's fetch, which Miniflare uses to hand requests from `vite dev` and
 * `vite preview` to workerd) fails with "fetch failed" when the worker answers and closes early, and the dev
 * server turned that into a 500 HTML page (issue 18). Draining costs nothing for well-behaved clients.
 */
export function limitBody(maxBytes: number, message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.has("transfer-encoding") ? null : Number(raw.headers.get("content-length") ?? NaN);
    if (declared !== null && Number.isFinite(declared) && declared <= maxBytes) return next();

    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const tooLarge = declared !== null && Number.isFinite(declared) && declared > maxBytes;
    if (!tooLarge) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) break;
        chunks.push(value);
      }
    }
    if (tooLarge || size > maxBytes) {
      await drain(reader);
      throw new ApiError("PAYLOAD_TOO_LARGE", message);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  });
}
