import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { books } from "../../../worker/db/schema";
import { libraryVersion } from "../../../worker/lib/library-version";
import { call, errorCode, json } from "../support/http";
import { db, signedIn } from "../support/factories";

/**
 * Issue 16, item 1: a signed-in user cannot write the public catalogue. What an attacker sends to
 * POST /library/add-external-book beyond the id is ignored; the worker stores what the catalogue
 * says (GOOGLE_BOOKS_LOOKUP_URL = "offline" in the worker tests: the bundled volumes answer).
 */
const forged = (bookId: string) => ({
  book_id: bookId,
  title: "Totally Real Book (buy it at evil.example)",
  authors: ["Mallory"],
  isbn: ["9999999999999"],
  publisher: "Evil Press",
  year: "2099",
  edition: "9th",
  topic: "Scams",
  pages: "1",
  cover_image_base64: "https://evil.example/cover.jpg",
  download_link: "https://evil.example/download",
  translate_language: "en-US",
  language: "en",
});

async function storedBook(bookId: string) {
  return db().query.books.findFirst({ where: eq(books.bookId, bookId) });
}

describe("add-external-book stores the catalogue's record, not the caller's", () => {
  it("a free user's made-up fields for a real id are ignored; links point only at the catalogue's hosts", async () => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/library/add-external-book", { token, body: forged("google_chapterlyGB02") });
    expect(res.status).toBe(200);
    const book = await storedBook("google_chapterlyGB02");
    expect(book).toMatchObject({
      title: "The Count of Monte Cristo",
      authors: ["Alexandre Dumas"],
      publisher: "Penguin Classics",
      year: "1844",
      isExternal: true,
      downloadLink: "https://books.google.com/books?id=chapterlyGB02",
    });
    for (const link of [book!.downloadLink, book!.coverImageBase64, ...book!.alternateDownloadLinks].filter(Boolean))
      expect(new URL(link!).hostname).toBe("books.google.com");
    expect(JSON.stringify(book)).not.toContain("evil.example");
  });

  it("an id the catalogue does not know is refused and stores nothing", async () => {
    const { token } = await signedIn("free");
    const before = await libraryVersion(env);
    const res = await call("/api/v1/library/add-external-book", { token, body: forged("google_madeUpVolume1") });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("NOT_FOUND");
    expect(await storedBook("google_madeUpVolume1")).toBeUndefined();
    expect(await libraryVersion(env)).toBe(before);
  });

  it("adding an id that exists changes nothing and flushes nothing (no library version bump)", async () => {
    const { token } = await signedIn("free");
    await call("/api/v1/library/add-external-book", { token, body: forged("google_chapterlyGB03") });
    const first = await storedBook("google_chapterlyGB03");
    const version = await libraryVersion(env);
    // Replayed by many callers at once, with other made-up fields.
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call("/api/v1/library/add-external-book", { token, body: { ...forged("google_chapterlyGB03"), title: `Changed ${i}` } }),
      ),
    );
    for (const res of again) expect(await json(res)).toEqual({ book_id: "google_chapterlyGB03" });
    expect(await libraryVersion(env)).toBe(version);
    expect(await storedBook("google_chapterlyGB03")).toEqual(first);
  });

  it("two adds of a new id at once store one row", async () => {
    const { token } = await signedIn("free");
    const answers = await Promise.all(
      [0, 1].map(() => call("/api/v1/library/add-external-book", { token, body: forged("google_chapterlyGB04") })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    expect(await db().select().from(books).where(eq(books.bookId, "google_chapterlyGB04"))).toHaveLength(1);
  });

  it("an unreachable catalogue answers 503 and stores nothing", async () => {
    const before = env.GOOGLE_BOOKS_LOOKUP_URL;
    (env as any).GOOGLE_BOOKS_LOOKUP_URL = "http://127.0.0.1:9";
    try {
      const { token } = await signedIn("free");
      const res = await call("/api/v1/library/add-external-book", { token, body: forged("google_chapterlyGB05") });
      expect(res.status).toBe(503);
      expect(await errorCode(res)).toBe("EXTERNAL_CATALOG_UNAVAILABLE");
      expect(await storedBook("google_chapterlyGB05")).toBeUndefined();
    } finally {
      (env as any).GOOGLE_BOOKS_LOOKUP_URL = before;
    }
  });
});

describe("a user-added book stays out of public lists until an admin has summarized it", () => {
  it("is absent from search, suggestions, title listing, categories and sitemaps; present once summarized", async () => {
    const { token } = await signedIn("free");
    await call("/api/v1/library/add-external-book", { token, body: forged("google_chapterlyGB06") });
    const listed = async () => {
      const search = await json(await call("/api/v1/library/search?q=beyond%20good%20evil"));
      const suggestions = await json(await call("/api/v1/library/suggestions?q=nietzsche"));
      const byTitle = await call("/api/v1/library/book-by-title/Beyond%20Good%20and%20Evil");
      let titles: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await call("/api/v1/library/books", {
          body: { orderBy: "title", limit: 50, ...(cursor ? { cursor } : {}) },
        });
        titles = titles.concat((await json<any[]>(page)).map((b) => b.book_id));
        cursor = page.headers.get("X-Next-Cursor") ?? undefined;
      } while (cursor);
      const categories = await json<{ topic: string; count: number }[]>(await call("/api/v1/library/categories"));
      const sitemapIndex = await (await call("/sitemap.xml")).text();
      const sitemaps = await Promise.all(
        [...sitemapIndex.matchAll(/<loc>[^<]*(\/sitemaps\/books-\d+\.xml)<\/loc>/g)].map(async (m) => (await call(m[1]!)).text()),
      );
      return {
        search: search.books.some((b: any) => b.book_id === "google_chapterlyGB06"),
        suggestions: suggestions.books.some((b: any) => b.book_id === "google_chapterlyGB06"),
        byTitle: byTitle.status === 200,
        titleListing: titles.includes("google_chapterlyGB06"),
        philosophyBooks: categories.find((c) => c.topic === "Philosophy")?.count ?? 0,
        sitemap: sitemaps.some((xml) => xml.includes("google_chapterlyGB06")),
      };
    };
    const hidden = await listed();
    expect(hidden).toEqual({
      search: false,
      suggestions: false,
      byTitle: false,
      titleListing: false,
      philosophyBooks: expect.any(Number),
      sitemap: false,
    });
    // Its own page still opens for the reader who added it.
    expect((await call("/api/v1/library/book-by-id/google_chapterlyGB06")).status).toBe(200);

    const { token: adminToken } = await signedIn("admin");
    const summarized = await call("/api/v1/library/admin/books/google_chapterlyGB06", {
      method: "PATCH",
      token: adminToken,
      body: { date_of_summary: new Date().toISOString(), small_summarization: "Short." },
    });
    expect(summarized.status).toBe(200);
    expect(await listed()).toEqual({
      search: true,
      suggestions: true,
      byTitle: true,
      titleListing: true,
      philosophyBooks: hidden.philosophyBooks + 1,
      sitemap: true,
    });
  });
});
