import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "../support/http";
import { createBook, signedIn, uniqueId } from "../support/factories";
import { withinOneRateWindow } from "../support/rate-window";

describe("rate limits", () => {
  it("limits sign-in attempts per client IP to 60 a minute, then answers 429 with Retry-After", async () => {
    const { ip, responses } = await withinOneRateWindow(async () => {
      const ip = `203.0.113.${Math.floor(Math.random() * 200)}-${uniqueId("ip")}`;
      const responses: Response[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": ip } });
        responses.push(res);
        if (i < 60) await res.arrayBuffer();
      }
      return { ip, responses };
    });
    expect(responses.slice(0, 60).every((res) => res.status === 400)).toBe(true);
    const refused = responses[60]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await json(refused)).toMatchObject({ accessToken: null, error: { code: "RATE_LIMITED" } });

    // Another client is not affected.
    const other = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": `${ip}-other` } });
    expect(await errorCode(other)).toBe("VALIDATION_FAILED");
  });
});

/** Issue 32: what makes the database work is bounded per caller; what the edge cache answers is not counted. */
describe("rate limits on the library's expensive paths", () => {
  it("answers at most 300 public reads a minute per IP that miss the edge cache; cached answers and other IPs go on", async () => {
    const { book, ip, statuses, last } = await withinOneRateWindow(async () => {
      // A new book each attempt: after a burst that straddled a minute, the last attempt's book is a cache hit.
      const book = await createBook();
      const ip = `198.51.100.${Math.floor(Math.random() * 200)}-${uniqueId("ip")}`;
      const headers = { "CF-Connecting-IP": ip };
      // A book read first, so it is cached before the budget runs out; then unknown ids, each a miss (a 404 is never cached).
      expect((await call(`/api/v1/library/book-by-id/${book.bookId}`, { headers })).status).toBe(200);
      // 299 misses in parallel batches (the burst must fit in one minute on a busy machine), then the 300th alone.
      const statuses: number[] = [];
      for (let sent = 0; sent < 299; sent += 23) {
        const batch = Array.from({ length: Math.min(23, 299 - sent) }, async () => {
          const res = await call(`/api/v1/library/book-by-id/${uniqueId("missing")}`, { headers });
          await res.arrayBuffer();
          return res.status;
        });
        statuses.push(...(await Promise.all(batch)));
      }
      const last = await call(`/api/v1/library/book-by-id/${uniqueId("missing")}`, { headers });
      return { book, ip, statuses, last };
    });
    expect(statuses.filter((status) => status !== 404)).toEqual([]);
    expect(statuses).toHaveLength(299);
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toBe("60");
    expect(await errorCode(last)).toBe("RATE_LIMITED");

    const cached = await call(`/api/v1/library/book-by-id/${book.bookId}`, { headers: { "CF-Connecting-IP": ip } });
    // Past the limit, yet answered: a cache hit costs D1 nothing and is not counted.
    expect(cached.status).toBe(200);
    const other = await call(`/api/v1/library/book-by-id/${uniqueId("missing")}`, {
      headers: { "CF-Connecting-IP": `${ip}-other` },
    });
    expect(other.status).toBe(404);
  }, 120_000);

  it("answers at most 20 summary requests a minute per reader, then 429 with the envelope", async () => {
    const book = await createBook();
    const statuses = await withinOneRateWindow(async () => {
      const { user, token } = await signedIn("free");
      const all: Response[] = [];
      for (let i = 0; i < 21; i++)
        all.push(
          await call("/api/v1/library/request-summarization", { token, body: { bookId: book.bookId, email: user.email } }),
        );
      return all;
    });
    expect(statuses.map((res) => res.status)).toEqual([...Array(20).fill(200), 429]);
    expect(await errorCode(statuses[20]!)).toBe("RATE_LIMITED");
  }, 60_000);
});
