import { describe, expect, it } from "vitest";
import { searchVolumes, volumesUrl, volumeToBook } from "../../web/src/features/search/lib/google-books";

const long = "x".repeat(600);

describe("external-book conversion (spec 3)", () => {
  it("prefixes the id with google_ and keeps the volume's fields", () => {
    const book = volumeToBook({
      id: "abc123",
      volumeInfo: {
        title: "Dune",
        authors: ["Frank Herbert"],
        publisher: "Chilton",
        publishedDate: "1965-08-01",
        description: "A desert planet.",
        industryIdentifiers: [
          { type: "ISBN_13", identifier: "9780441013593" },
          { type: "OTHER", identifier: "X" },
        ],
        pageCount: 412,
        categories: ["Fiction", "Space"],
        imageLinks: { thumbnail: "http://books.example/cover.jpg" },
        infoLink: "http://books.example/info",
      },
    });
    expect(book).toMatchObject({
      book_id: "google_abc123",
      title: "Dune",
      authors: ["Frank Herbert"],
      publisher: "Chilton",
      year: "1965",
      edition: "1st",
      topic: "Fiction",
      pages: "412",
      isbn: ["9780441013593"],
      translate_language: "en-US",
      cover_image_base64: "https://books.example/cover.jpg",
      download_link: "https://books.example/info",
      isExternal: true,
      date_of_summary: null,
      small_summarization: "A desert planet....",
      medium_summarization: "A desert planet....",
      large_summarization: "A desert planet.",
    });
  });

  it("uses the spec defaults when fields are missing", () => {
    const book = volumeToBook({ id: "z", volumeInfo: {} });
    expect(book).toMatchObject({
      title: "Unknown Title",
      authors: ["Unknown Author"],
      publisher: "Unknown Publisher",
      year: "Unknown",
      edition: "1st",
      topic: "General",
      pages: "0",
      translate_language: "en-US",
      small_summarization: "No description available",
      medium_summarization: "No description available",
      large_summarization: "No description available",
    });
  });

  it("cuts the description at 200 and 500 characters followed by '...'", () => {
    const book = volumeToBook({ id: "l", volumeInfo: { description: long } });
    expect(book.small_summarization).toBe(`${"x".repeat(200)}...`);
    expect(book.medium_summarization).toBe(`${"x".repeat(500)}...`);
    expect(book.large_summarization).toBe(long);
  });
});

describe("public books search (spec 7)", () => {
  const ok = (items: unknown[]) => new Response(JSON.stringify({ items }), { headers: { "Content-Type": "application/json" } });

  it("asks for 5 English books by relevance", () => {
    const url = new URL(volumesUrl("http://fake.test/books/v1/", "war & peace"));
    expect(url.pathname).toBe("/books/v1/volumes");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "war & peace",
      maxResults: "5",
      printType: "books",
      langRestrict: "en",
      orderBy: "relevance",
    });
  });

  it("falls back to the proxy when the direct call fails", async () => {
    const calls: string[] = [];
    const books = await searchVolumes("dune", {
      baseUrl: "http://direct.test",
      proxyUrl: "http://proxy.test/?url=",
      fetch: async (input) => {
        calls.push(String(input));
        if (calls.length === 1) throw new TypeError("network down");
        return ok([{ id: "p1", volumeInfo: { title: "Dune" } }]);
      },
    });
    expect(books.map((b) => b.book_id)).toEqual(["google_p1"]);
    expect(calls[1]).toBe(`http://proxy.test/?url=${encodeURIComponent(calls[0]!)}`);
  });

  it("sends the proxy headers (the bearer token) to the proxy only, never to the direct search", async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    await searchVolumes("dune", {
      baseUrl: "http://direct.test",
      proxyUrl: "/api/v1/library/books-proxy?url=",
      proxyHeaders: new Headers({ Accept: "application/json", Authorization: "Bearer the-token" }),
      fetch: async (input, init) => {
        asked.push({ url: String(input), authorization: new Headers(init?.headers).get("Authorization") });
        if (asked.length === 1) throw new TypeError("network down");
        return ok([]);
      },
    });
    expect(asked.map((a) => a.authorization)).toEqual([null, "Bearer the-token"]);
    expect(asked[1]!.url).toMatch(/^\/api\/v1\/library\/books-proxy\?url=/);
  });

  it("times out the direct call, then gives an empty list when the proxy fails too", async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const started = Date.now();
    const books = await searchVolumes("dune", {
      baseUrl: "http://direct.test",
      proxyUrl: "http://proxy.test/?url=",
      fetch: hang,
      directTimeoutMs: 30,
      proxyTimeoutMs: 30,
    });
    expect(books).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("offline (no direct base URL) goes straight to the worker's proxy, and its failure is an empty list", async () => {
    const calls: string[] = [];
    const books = await searchVolumes("dune", {
      baseUrl: "",
      proxyUrl: "/api/v1/library/books-proxy?url=",
      fetch: async (input) => {
        calls.push(String(input));
        return new Response(
          JSON.stringify({ error: { code: "EXTERNAL_CATALOG_UNAVAILABLE", message: "Failed to search external database" } }),
          {
            status: 503,
          },
        );
      },
    });
    expect(books).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(
      /^\/api\/v1\/library\/books-proxy\?url=https%3A%2F%2Fwww\.googleapis\.com%2Fbooks%2Fv1%2Fvolumes%3Fq%3Ddune/,
    );
  });
});
