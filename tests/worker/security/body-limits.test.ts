import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { WEBHOOK_BODY_LIMIT_BYTES } from "../../../worker/middleware/body-limits";
import { BASE, errorCode } from "../support/http";
import { createBook, signedIn } from "../support/factories";

/**
 * Issue 16, item 2: every body has a limit before it is read, chosen by path, never by the
 * Content-Type the caller picks. The bodies here are generated lazily and count what the worker
 * pulled, so "refused before it was read" is measured, not assumed.
 */
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

function lazyBody(totalBytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= totalBytes) return controller.close();
        const size = Math.min(CHUNK, totalBytes - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

interface Send {
  method: string;
  path: string;
  totalBytes: number;
  /** Declare the body's size; without it the body streams with no length (chunked). */
  declareLength: boolean;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

async function send(options: Send) {
  const body = lazyBody(options.totalBytes);
  const headers = new Headers(options.headers);
  headers.set("Content-Type", options.contentType ?? "multipart/form-data; boundary=----attacker");
  if (options.declareLength) headers.set("Content-Length", String(options.totalBytes));
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const response = await exports.default.fetch(
    new Request(`${BASE}${options.path}`, { method: options.method, headers, body: body.stream, duplex: "half" } as RequestInit),
  );
  return { response, pulled: body.pulled() };
}

describe("a Content-Length that is not a number", () => {
  it("is refused with 400 before the body is read, not taken as no limit", async () => {
    const { response, pulled } = await send({
      method: "POST",
      path: "/api/v1/billing/webhook",
      totalBytes: 10 * MB,
      declareLength: false,
      headers: { "Content-Length": "lots" },
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("BAD_REQUEST");
    expect(pulled).toBeLessThanOrEqual(CHUNK);
  });
});

describe("the Stripe webhook", () => {
  for (const declareLength of [true, false]) {
    it(`refuses an anonymous 100 MB multipart body (${declareLength ? "declared" : "chunked"}) with 413, unread`, async () => {
      const { response, pulled } = await send({
        method: "POST",
        path: "/api/v1/billing/webhook",
        totalBytes: 100 * MB,
        declareLength,
        headers: { "Stripe-Signature": "t=1,v1=forged" },
      });
      expect(response.status).toBe(413);
      expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
      // Declared: nothing read. Chunked: counted only until the limit was passed.
      expect(pulled).toBeLessThanOrEqual(declareLength ? CHUNK : WEBHOOK_BODY_LIMIT_BYTES + 2 * CHUNK);
    });
  }

  it("refuses a body just over its small limit, and still checks the signature of one under it", async () => {
    const over = await send({
      method: "POST",
      path: "/api/v1/billing/webhook",
      totalBytes: WEBHOOK_BODY_LIMIT_BYTES + 1,
      declareLength: true,
      contentType: "application/json",
      headers: { "Stripe-Signature": "t=1,v1=forged" },
    });
    expect(over.response.status).toBe(413);
    const under = await send({
      method: "POST",
      path: "/api/v1/billing/webhook",
      totalBytes: 2048,
      declareLength: true,
      contentType: "application/json",
      headers: { "Stripe-Signature": "t=1,v1=forged" },
    });
    expect(under.response.status).toBe(400);
  });
});

describe("JSON routes", () => {
  it("no longer skip the limit when the caller says multipart/form-data", async () => {
    const { token } = await signedIn("free");
    for (const declareLength of [true, false]) {
      const { response, pulled } = await send({
        method: "POST",
        path: "/api/v1/library/books",
        totalBytes: 20 * MB,
        declareLength,
        token,
      });
      expect(response.status).toBe(413);
      expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
      expect(pulled).toBeLessThanOrEqual(256 * 1024 + 2 * CHUNK);
    }
  });
});

describe("admin upload routes", () => {
  it("refuse a body without Content-Length before reading it, even from an admin", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    for (const [method, path] of [
      ["POST", "/api/v1/process/book-chapters"],
      ["PUT", `/api/v1/library/admin/books/${book.bookId}/cover`],
    ] as const) {
      const { response, pulled } = await send({ method, path, totalBytes: 200 * MB, declareLength: false, token });
      expect(response.status, path).toBe(413);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(["PAYLOAD_TOO_LARGE", "PDF_TOO_LARGE"]).toContain(error.code);
      expect(error.message).toContain("Content-Length");
      expect(pulled).toBeLessThanOrEqual(CHUNK);
    }
  });

  it("refuse a declared size over their limit before reading it", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const pdf = await send({
      method: "POST",
      path: "/api/v1/process/book-chapters",
      totalBytes: 200 * MB,
      declareLength: true,
      token,
    });
    expect(pdf.response.status).toBe(413);
    expect(await errorCode(pdf.response)).toBe("PDF_TOO_LARGE");
    const cover = await send({
      method: "PUT",
      path: `/api/v1/library/admin/books/${book.bookId}/cover`,
      totalBytes: 2 * MB,
      declareLength: true,
      token,
    });
    expect(cover.response.status).toBe(413);
    expect(await errorCode(cover.response)).toBe("PAYLOAD_TOO_LARGE");
    for (const { pulled } of [pdf, cover]) expect(pulled).toBeLessThanOrEqual(CHUNK);
  });

  it("keep their larger limit only on their own path: the same size elsewhere is refused", async () => {
    const { token } = await signedIn("admin");
    const { response } = await send({
      method: "POST",
      path: "/api/v1/process/book-chapters-lookalike",
      totalBytes: 1 * MB,
      declareLength: true,
      token,
    });
    expect(response.status).toBe(413);
  });
});
