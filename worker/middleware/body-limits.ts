import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { ApiError, type ErrorCode } from "../lib/errors";
import { COVER_MAX_BYTES } from "../lib/book-admin-input";
import { pdfMaxBytes } from "../lib/pdf-limits";

/** JSON bodies are small; only the admin upload routes below get more. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
/** Stripe events are a few KB; the webhook is anonymous until its signature is checked. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
/** Room for the multipart framing and the small fields around an uploaded file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

interface Limit {
  maxBytes: number;
  /** Uploads must declare their size, so an anonymous caller cannot make the worker count 50 MB before the role check. */
  requireLength?: boolean;
  code: ErrorCode;
  message: string;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The body limit of a request, chosen by method and path only: never by Content-Type, which the
 * caller picks. The admin upload routes are the only exceptions to the JSON limit.
 */
export function bodyLimitFor(env: Env, method: string, path: string): Limit {
  if (method === "POST" && path === "/api/v1/process/book-chapters") {
    const max = pdfMaxBytes(env);
    return {
      maxBytes: max + MULTIPART_OVERHEAD_BYTES,
      requireLength: true,
      code: "PDF_TOO_LARGE",
      message: `PDFs are limited to ${Math.round(max / (1024 * 1024))} MB.`,
    };
  }
  if (method === "PUT" && /^\/api\/v1\/library\/admin\/books\/[^/]+\/cover$/.test(path))
    return {
      maxBytes: COVER_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      requireLength: true,
      code: "PAYLOAD_TOO_LARGE",
      message: `Covers are limited to ${kb(COVER_MAX_BYTES)}.`,
    };
  if (method === "POST" && path === "/api/v1/billing/webhook")
    return {
      maxBytes: WEBHOOK_BODY_LIMIT_BYTES,
      code: "PAYLOAD_TOO_LARGE",
      message: `Webhook events are limited to ${kb(WEBHOOK_BODY_LIMIT_BYTES)}.`,
    };
  return {
    maxBytes: JSON_BODY_LIMIT_BYTES,
    code: "PAYLOAD_TOO_LARGE",
    message: `Request bodies are limited to ${kb(JSON_BODY_LIMIT_BYTES)}.`,
  };
}

/**
 * Every body has a limit before anything reads it, counted by Hono's `bodyLimit` (decision 147): a declared
 * Content-Length over the limit is refused at once, and a body without one (chunked) is counted while it streams,
 * refused as soon as it passes the limit, and handed to the route as the bytes read. The upload routes refuse a body
 * without a Content-Length. Each refusal is 413 (or PDF_TOO_LARGE's status) with the error envelope.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const limit = bodyLimitFor(c.env, c.req.method, c.req.path);
  const header = c.req.header("content-length");
  // bodyLimit trusts a declared length as a number: one that is not a number is refused here, never passed unlimited.
  if (header !== undefined && !/^\d+$/.test(header)) throw new ApiError("BAD_REQUEST", "Content-Length must be a number.");
  const declared = c.req.header("transfer-encoding") === undefined && header !== undefined;
  if (limit.requireLength && !declared)
    throw new ApiError(limit.code, `${limit.message} Send the upload with its Content-Length.`);
  // The local dev runtime reads a refused body to its end (drain, below). A declared body is still unread when it is
  // refused; a chunked one is being read by bodyLimit, so the drain reads a copy of it.
  let spare: ReadableStream<Uint8Array> | null = null;
  if (c.env.DRAIN_REFUSED_BODIES === "on" && !declared) {
    const [counted, copy] = body.tee();
    c.req.raw = new Request(c.req.raw, { body: counted });
    spare = copy;
  }
  const refuse = async (): Promise<Response> => {
    const unread = spare ?? c.req.raw.body;
    if (c.env.DRAIN_REFUSED_BODIES === "on" && unread && !unread.locked) await drain(unread.getReader());
    else if (c.req.raw.body && !c.req.raw.body.locked) await c.req.raw.body.cancel().catch(() => undefined);
    throw new ApiError(limit.code, limit.message);
  };
  try {
    return await bodyLimit({ maxSize: limit.maxBytes, onError: refuse })(c, next);
  } finally {
    if (spare && !spare.locked) await spare.cancel().catch(() => undefined);
  }
};

/** At most this much of a refused body is read and thrown away (local dev runtime only, see below). */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * The local dev runtime (Miniflare behind `vite dev` / `vite preview`) hands requests to workerd with undici,
 * which fails with "fetch failed" when the worker answers before the body was sent, and the dev server turned
 * that into a 500 page. Vite sets DRAIN_REFUSED_BODIES there (vite.config.ts), so a refused body is read to its
 * end first; production and the worker tests never read a refused body (decision 084).
 */
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
