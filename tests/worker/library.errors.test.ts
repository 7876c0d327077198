import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createOpenLibraryCatalog, mapOpenLibraryDoc } from "../../worker/services/catalog/open-library";
import { CatalogUnavailable } from "../../worker/services/catalog";
import { call, errorCode, json } from "./support/http";
import { createBook, signedIn } from "./support/factories";
import { withinOneRateWindow } from "./support/rate-window";

describe("bad input gets a 4xx envelope, never a 500", () => {
  const cases: [string, Parameters<typeof call>[1] | undefined, number, string][] = [
    ["/api/v1/library/suggestions", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/suggestions?q=%20%20", undefined, 400, "VALIDATION_FAILED"],
    [`/api/v1/library/suggestions?q=${"a".repeat(201)}`, undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/suggestions?q=a&limit=500", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/search?q=a&offset=-1", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/search?q=a&evil=1", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/categories?lang=../../etc", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/book-by-id/does-not-exist", undefined, 404, "NOT_FOUND"],
    ["/api/v1/library/book-by-title/No%20Such%20Title%20Anywhere", undefined, 404, "NOT_FOUND"],
    ["/api/v1/library/lg/books-by-term/%22%2A%2B", undefined, 400, "VALIDATION_FAILED"],
    ["/api/v1/chapter/get-chapters", { body: { bookId: "missing-book" } }, 404, "NOT_FOUND"],
    ["/api/v1/chapter/get-chapters", { body: { bookId: 5 } }, 400, "VALIDATION_FAILED"],
    ["/api/v1/chapter/get-chapters", { body: { bookId: "x", extra: 1 } }, 400, "VALIDATION_FAILED"],
    ["/api/v1/snippet/get-snippets", { body: { chapterId: "missing" } }, 404, "NOT_FOUND"],
    ["/api/v1/snippet/get-snippets", { body: { chapterId: "x", lang: "<script>" } }, 400, "VALIDATION_FAILED"],
    [
      "/api/v1/snippet/get-snippets",
      { rawBody: "{not json", headers: { "Content-Type": "application/json" }, method: "POST" },
      400,
      "INVALID_JSON",
    ],
    ["/api/v1/library/add-external-book", { body: { book_id: "local-1", title: "T", authors: ["A"] } }, 400, "VALIDATION_FAILED"],
    ["/api/v1/library/add-external-book", { body: { book_id: "google_x", title: "", authors: ["A"] } }, 400, "VALIDATION_FAILED"],
    [
      "/api/v1/library/add-external-book",
      { body: { book_id: "google_x", title: "T", authors: ["A"], download_link: "javascript:alert(1)" } },
      400,
      "VALIDATION_FAILED",
    ],
    [
      "/api/v1/library/add-external-book",
      { body: { book_id: "google_x", title: "T", authors: ["A"], cover_image_base64: "data:text/html;base64,AAAA" } },
      400,
      "VALIDATION_FAILED",
    ],
    [
      "/api/v1/library/add-external-book",
      { body: { book_id: "google_x", title: "T", authors: ["A"], language: "fr" } },
      400,
      "VALIDATION_FAILED",
    ],
    ["/api/v1/library/request-summarization", { body: { email: "a@b.test", bookId: "x" } }, 401, "UNAUTHORIZED"],
    ["/api/v1/user/favorites", { body: { bookId: "x" } }, 401, "UNAUTHORIZED"],
    ["/api/v1/user/favorites/x", { method: "DELETE" }, 401, "UNAUTHORIZED"],
  ];
  for (const [path, options, status, code] of cases) {
    it(`${options?.method ?? (options ? "POST" : "GET")} ${path.slice(0, 70)} ${JSON.stringify(options?.body ?? "").slice(0, 60)} → ${code}`, async () => {
      // Adding an external book needs a signed-in caller; its validation is what these cases check.
      const token = path.endsWith("/add-external-book") ? (await signedIn("free")).token : undefined;
      const res = await call(path, { ...options, token });
      expect(res.status).toBe(status);
      expect(await errorCode(res)).toBe(code);
    });
  }

  it("rejects a summary request for an unknown book or a bad email", async () => {
    const { user, token } = await signedIn("free");
    const missing = await call("/api/v1/library/request-summarization", { token, body: { email: user.email, bookId: "nope" } });
    expect(missing.status).toBe(404);
    const bad = await call("/api/v1/library/request-summarization", { token, body: { email: "not-an-email", bookId: "nope" } });
    expect(await errorCode(bad)).toBe("VALIDATION_FAILED");
  });

  it("rejects a favourite for an unknown book", async () => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/favorites", { token, body: { bookId: "no-such-book" } });
    expect(await errorCode(res)).toBe("NOT_FOUND");
  });

  it("rejects an invalid paging cursor", async () => {
    await createBook();
    const res = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary", cursor: "garbage" } });
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });
});

describe("external catalog (Open Library adapter at the HTTP boundary)", () => {
  const doc = {
    key: "/works/OL45883W",
    title: "The Origin of Species",
    author_name: ["Charles Darwin"],
    isbn: ["9780451529060"],
    publisher: ["John Murray"],
    first_publish_year: 1859,
    subject: ["Evolution"],
    number_of_pages_median: 502,
    cover_i: 123,
    ia: ["originofspecies00darw"],
  };

  it("sends the search and maps docs to the Book terms with a download link", async () => {
    let requested = "";
    const catalog = createOpenLibraryCatalog({
      baseUrl: "http://catalog.test",
      timeoutMs: 1000,
      fetch: async (input) => {
        requested = String(input);
        return Response.json({ numFound: 2, docs: [doc, { key: "bad", title: 5 }] });
      },
    });
    const found = await catalog.search(["origin", "species"], 5);
    const url = new URL(requested);
    expect(url.origin + url.pathname).toBe("http://catalog.test/search.json");
    expect(url.searchParams.get("q")).toBe("origin species");
    expect(url.searchParams.get("limit")).toBe("5");
    expect(found).toEqual([
      {
        book_id: "ol_OL45883W",
        title: "The Origin of Species",
        authors: ["Charles Darwin"],
        isbn: ["9780451529060"],
        publisher: "John Murray",
        year: "1859",
        edition: "1st",
        topic: "Evolution",
        pages: "502",
        cover_image_base64: "https://covers.openlibrary.org/b/id/123-M.jpg",
        download_link: "https://archive.org/details/originofspecies00darw",
        alternate_download_links: ["https://openlibrary.org/works/OL45883W"],
        language: "en",
      },
    ]);
    expect(mapOpenLibraryDoc({ key: "/works/OL1W", title: "Bare" })).toMatchObject({
      authors: ["Unknown Author"],
      download_link: "https://openlibrary.org/works/OL1W",
      year: "Unknown",
      topic: "General",
    });
  });

  it("gives up at the timeout instead of hanging", async () => {
    const catalog = createOpenLibraryCatalog({
      baseUrl: "http://catalog.test",
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    });
    const started = Date.now();
    await expect(catalog.search(["x"], 5)).rejects.toBeInstanceOf(CatalogUnavailable);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("treats server errors and odd bodies as unavailable", async () => {
    const failing = createOpenLibraryCatalog({
      baseUrl: "http://catalog.test",
      timeoutMs: 1000,
      fetch: async () => new Response("no", { status: 503 }),
    });
    await expect(failing.search(["x"], 5)).rejects.toBeInstanceOf(CatalogUnavailable);
    const odd = createOpenLibraryCatalog({
      baseUrl: "http://catalog.test",
      timeoutMs: 1000,
      fetch: async () => Response.json({ hello: 1 }),
    });
    await expect(odd.search(["x"], 5)).rejects.toBeInstanceOf(CatalogUnavailable);
  });

  it("answers EXTERNAL_CATALOG_UNAVAILABLE quickly when the catalog is unreachable", async () => {
    const before = env.OPEN_LIBRARY_BASE_URL;
    (env as any).OPEN_LIBRARY_BASE_URL = "http://127.0.0.1:9";
    try {
      const started = Date.now();
      const res = await call("/api/v1/library/lg/books-by-term/origin+species");
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe("EXTERNAL_CATALOG_UNAVAILABLE");
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      (env as any).OPEN_LIBRARY_BASE_URL = before;
    }
  });
});

describe("search stays within its bounds", () => {
  it("rate-limits external searches per caller", async () => {
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("free");
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await call("/api/v1/library/lg/books-by-term/%22", { token })).status);
      return statuses;
    });
    expect(statuses[0]).toBe(400);
    expect(statuses).toContain(429);
  });

  it("caps the number of words taken from a long query", async () => {
    const res = await call(`/api/v1/library/search?q=${encodeURIComponent("a ".repeat(90))}`);
    expect(res.status).toBe(200);
    expect((await json(res)).books).toBeInstanceOf(Array);
  });
});
