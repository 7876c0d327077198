import { describe, expect, it } from "vitest";
import { call, errorCode } from "./support/http";

describe("error envelope", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call("/api/v1/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await errorCode(res)).toBe("NOT_FOUND");
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await call("/api/v1/library/books", {
      method: "POST",
      rawBody: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("INVALID_JSON");
  });

  it.each([
    [{ orderBy: "price" }],
    [{ orderBy: 7 }],
    [{ orderBy: "date_of_summary", limit: 0 }],
    [{ orderBy: "date_of_summary", limit: "ten" }],
    [{ orderBy: "date_of_summary", extra: true }],
    [{ orderBy: "date_of_summary", cursor: "not-a-cursor" }],
  ])("rejects invalid list input %j with VALIDATION_FAILED", async (body) => {
    const res = await call("/api/v1/library/books", { body });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });

  it("answers oversized bodies with 413", async () => {
    const res = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary", padding: "x".repeat(300 * 1024) } });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe("PAYLOAD_TOO_LARGE");
  });

  const streamOf = (text: string, chunk = 64 * 1024) => {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
        controller.close();
      },
    });
  };

  it("answers a 2 MB body streamed without a length (chunked) with the 413 envelope, reading no further than the limit", async () => {
    let pulled = 0;
    const bytes = new TextEncoder().encode(JSON.stringify({ orderBy: "date_of_summary", padding: "x".repeat(2 * 1024 * 1024) }));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 64 * 1024));
        pulled += 64 * 1024;
      },
    });
    const res = await call("/api/v1/library/books", { rawBody: body, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe("PAYLOAD_TOO_LARGE");
    // Outside the local dev runtime a refused body is not read on (the dev runtime drains it: decision 084).
    expect(pulled).toBeLessThanOrEqual(256 * 1024 + 2 * 64 * 1024);
  });

  it("still reads a small chunked JSON body", async () => {
    const res = await call("/api/v1/library/books", {
      rawBody: streamOf(JSON.stringify({ orderBy: "date_of_summary", limit: 1 })),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
  });

  it("answers a missing book with a 404 envelope", async () => {
    const res = await call("/api/v1/library/book-by-id/no-such-book");
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("NOT_FOUND");
  });
});
