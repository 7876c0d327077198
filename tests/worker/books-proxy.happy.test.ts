import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGoogleBooksVolumes, VolumeSearchUnavailable } from "../../worker/services/books-volumes";
import { signedIn } from "./support/factories";
import { call, json } from "./support/http";

const volumesUrl = (q: string, extra: Record<string, string> = {}) =>
  `https://www.googleapis.com/books/v1/volumes?${new URLSearchParams({ q, maxResults: "5", printType: "books", langRestrict: "en", orderBy: "relevance", ...extra })}`;
const proxied = (url: string) => `/api/v1/library/books-proxy?url=${encodeURIComponent(url)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("books proxy: the public books search fallback (spec 7)", () => {
  it("is the proxy the browser gets (wrangler.toml sets the same in production)", async () => {
    const config = await json(await call("/api/v1/config"));
    expect(config.booksProxyUrl).toBe("/api/v1/library/books-proxy?url=");
  });

  it("answers the configured proxy prefix followed by the encoded search, for a signed-in caller", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ items: [{ id: "v1" }] }));
    const { token } = await signedIn("free");
    const { booksProxyUrl } = await json<{ booksProxyUrl: string }>(await call("/api/v1/config"));
    const res = await call(`${booksProxyUrl}${encodeURIComponent(volumesUrl("dune"))}`, { token });
    expect(res.status).toBe(200);
    expect((await json(res)).items).toEqual([{ id: "v1" }]);
  });

  it("asks the configured books API for the same search and answers its items", async () => {
    const upstream = vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({
        kind: "books#volumes",
        totalItems: 2,
        items: [{ id: "v1", volumeInfo: { title: "Dune" } }, { id: "v2" }],
      }),
    );
    const res = await call(proxied(volumesUrl("dune herbert")), { token: (await signedIn("free")).token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ totalItems: 2, items: [{ id: "v1", volumeInfo: { title: "Dune" } }, { id: "v2" }] });
    expect(upstream).toHaveBeenCalledTimes(1);
    const asked = new URL(String(upstream.mock.calls[0]![0]));
    expect(`${asked.origin}${asked.pathname}`).toBe("https://www.googleapis.com/books/v1/volumes");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: "dune herbert",
      maxResults: "5",
      printType: "books",
      langRestrict: "en",
      orderBy: "relevance",
    });
  });

  it("answers 503 with the spec's message when the books API fails", async () => {
    const { token } = await signedIn("free");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("busy", { status: 500 }));
    const res = await call(proxied(volumesUrl("dune")), { token });
    expect(res.status).toBe(503);
    expect((await json(res)).error).toEqual({
      code: "EXTERNAL_CATALOG_UNAVAILABLE",
      message: "Failed to search external database",
    });
  });

  it("offline answers from the bundled volumes the add-a-book lookup knows, without any request", async () => {
    const { token } = await signedIn("free");
    const upstream = vi.spyOn(globalThis, "fetch");
    const before = (env as any).GOOGLE_BOOKS_API_URL;
    (env as any).GOOGLE_BOOKS_API_URL = "offline";
    try {
      const found = await json<{ totalItems: number; items: { id: string; volumeInfo: Record<string, unknown> }[] }>(
        await call(proxied(volumesUrl("shelley frank")), { token }),
      );
      expect(found.totalItems).toBe(1);
      expect(found.items[0]).toEqual({
        id: "chapterlyGB01",
        volumeInfo: {
          title: "Frankenstein",
          authors: ["Mary Shelley"],
          publisher: "Penguin Classics",
          publishedDate: "1818",
          industryIdentifiers: [{ type: "ISBN_13", identifier: "9780141439471" }],
          pageCount: 273,
          categories: ["Fiction"],
          infoLink: "https://books.google.com/books?id=chapterlyGB01",
        },
      });
      // Every word must match; maxResults bounds the items, not the total.
      expect(await json(await call(proxied(volumesUrl("shelley dune")), { token }))).toEqual({ totalItems: 0, items: [] });
      const penguins = await json<{ totalItems: number; items: unknown[] }>(
        await call(proxied(volumesUrl("penguin", { maxResults: "2" })), { token }),
      );
      expect(penguins.totalItems).toBeGreaterThan(2);
      expect(penguins.items).toHaveLength(2);
      expect(upstream).not.toHaveBeenCalled();
      // and the browser is told not to try a direct call
      expect((await json(await call("/api/v1/config"))).booksApiBaseUrl).toBe("");
    } finally {
      (env as any).GOOGLE_BOOKS_API_URL = before;
    }
  });

  it("gives up on a books API that does not answer within its timeout", async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const volumes = createGoogleBooksVolumes({ baseUrl: "http://books.test/v1", timeoutMs: 30, fetch: hang });
    const started = Date.now();
    await expect(
      volumes.search({ q: "x", maxResults: 5, printType: "books", langRestrict: "en", orderBy: "relevance" }),
    ).rejects.toBeInstanceOf(VolumeSearchUnavailable);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
