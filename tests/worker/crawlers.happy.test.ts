import { eq, sql } from "drizzle-orm";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { books, chapters } from "../../worker/db/schema";
import { generateCover } from "../../worker/lib/generated-cover";
import { summaryPath } from "../../worker/lib/slug";
import { createBook, db, uniqueId } from "./support/factories";
import { inspectHtml } from "./support/html";
import { BASE, call } from "./support/http";
import { lastmodOf, parseSitemapIndex, parseUrlSet } from "./support/xml";

/** APP_ORIGIN in the worker test environment (vitest.worker.config.ts). */
const ORIGIN = "http://app.test";

async function createSummarizedBook(overrides: Parameters<typeof createBook>[0] = {}, chapterTitles: string[] = []) {
  const book = await createBook(overrides);
  for (const [position, title] of chapterTitles.entries()) {
    await db()
      .insert(chapters)
      .values({ id: uniqueId("chapter"), bookId: book.bookId, position, title });
  }
  return book;
}

/** A one-pixel PNG, as an admin's uploaded cover is stored. */
const PNG_COVER =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("GET /robots.txt", () => {
  it("lets crawlers in, keeps them out of the API and app routes, and names the sitemap", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("sitemaps", () => {
  it("lists every summarized book, and only those, with lastmod from date_of_summary", async () => {
    const summarized = [
      await createSummarizedBook({
        title: "Meditations",
        authors: ["Marcus Aurelius"],
        dateOfSummary: new Date("2026-01-05T10:20:30Z"),
      }),
      await createSummarizedBook({ title: "Walden; or, Life in the Woods", authors: ["Henry David Thoreau"] }),
      await createSummarizedBook({ bookId: uniqueId("google_&id"), title: "Ça & Là", authors: [] }),
    ];
    const unsummarized = await createBook({ dateOfSummary: null });

    const index = await call("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(index.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const { locs: files } = parseSitemapIndex(await index.text());
    expect(files).toEqual([`${ORIGIN}/sitemaps/books-1.xml`]);

    const file = await call("/sitemaps/books-1.xml");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const { locs, root } = parseUrlSet(await file.text());
    for (const book of summarized) expect(locs).toContain(ORIGIN + summaryPath(book));
    expect(locs.some((loc) => loc.endsWith(`/${encodeURIComponent(unsummarized.bookId)}`))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);

    const meditations = root.children.find((url) => url.children[0]!.text === ORIGIN + summaryPath(summarized[0]!))!;
    expect(lastmodOf(meditations)).toBe("2026-01-05T10:20:30Z");
    expect(locs).toContain(`${ORIGIN}/meditations/on/marcus-aurelius/${encodeURIComponent(summarized[0]!.bookId)}`);
  });
});

describe("summary pages", () => {
  it("renders title, authors, cover, medium summary, chapters, meta, JSON-LD, canonical and the app link", async () => {
    const book = await createSummarizedBook(
      {
        title: "The Art of War",
        authors: ["Sun Tzu"],
        isbn: ["9781590302255"],
        publisher: "Shambhala",
        year: "2005",
        topic: "Strategy",
        pages: "273",
        coverImageBase64: PNG_COVER,
        smallSummarization: "A short treatise on strategy.",
        mediumSummarization: "First paragraph about planning.\n\nSecond paragraph about terrain.",
      },
      ["Laying Plans", "Waging War", "Attack by Stratagem"],
    );
    const path = summaryPath(book);
    expect(path).toBe(`/the-art-of-war/on/sun-tzu/${encodeURIComponent(book.bookId)}`);

    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const page = await inspectHtml(await res.text());

    const canonical = ORIGIN + path;
    expect(page.title).toBe("The Art of War by Sun Tzu: summary | Chapterly");
    expect(page.h1).toBe("The Art of War");
    expect(page.canonical).toBe(canonical);
    expect(page.paragraphs).toEqual(
      expect.arrayContaining(["First paragraph about planning.", "Second paragraph about terrain."]),
    );
    expect(page.listItems).toEqual(["Laying Plans", "Waging War", "Attack by Stratagem"]);
    expect(page.links).toContainEqual({ href: `/book/${encodeURIComponent(book.bookId)}`, text: "Open in Chapterly" });

    const coverPath = `${path}/cover?v=${book.version}`;
    expect(page.images).toEqual([{ src: coverPath, alt: "Cover of The Art of War" }]);
    expect(page.metas).toMatchObject({
      description: "A short treatise on strategy.",
      "og:type": "book",
      "og:site_name": "Chapterly",
      "og:title": "The Art of War by Sun Tzu",
      "og:description": "A short treatise on strategy.",
      "og:url": canonical,
      "og:image": ORIGIN + coverPath,
      "book:isbn": "9781590302255",
      "twitter:card": "summary_large_image",
      "twitter:title": "The Art of War",
      "twitter:image": ORIGIN + coverPath,
    });

    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]!.type).toBe("application/ld+json");
    const ld = JSON.parse(page.scripts[0]!.text);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Book",
      name: "The Art of War",
      url: canonical,
      author: [{ "@type": "Person", name: "Sun Tzu" }],
      isbn: "9781590302255",
      publisher: { "@type": "Organization", name: "Shambhala" },
      datePublished: "2005",
      genre: "Strategy",
      numberOfPages: 273,
      image: ORIGIN + coverPath,
      hasPart: [
        { "@type": "Chapter", position: 1, name: "Laying Plans" },
        { "@type": "Chapter", position: 2, name: "Waging War" },
        { "@type": "Chapter", position: 3, name: "Attack by Stratagem" },
      ],
    });

    const cover = await call(coverPath);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/png");
    expect(cover.headers.get("cache-control")).toContain("immutable");
    expect([...new Uint8Array(await cover.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it("uses an http(s) cover URL as it is, and falls back to a generated description without summaries", async () => {
    const book = await createSummarizedBook({
      title: "Plain",
      coverImageBase64: "https://covers.example.org/plain.jpg",
      smallSummarization: null,
      mediumSummarization: null,
    });
    const page = await inspectHtml(await (await call(summaryPath(book))).text());
    expect(page.images).toEqual([{ src: "https://covers.example.org/plain.jpg", alt: "Cover of Plain" }]);
    expect(page.metas["og:image"]).toBe("https://covers.example.org/plain.jpg");
    expect(page.metas.description).toBe("A chapter-by-chapter summary of Plain.");
    const cover = await exports.default.fetch(new Request(`${BASE}${summaryPath(book)}/cover`, { redirect: "manual" }));
    expect(cover.status).toBe(302);
    expect(cover.headers.get("location")).toBe("https://covers.example.org/plain.jpg");
  });

  it("shows a cover file of the site (the demo library's) by its path, absolute in the meta tags", async () => {
    const book = await createSummarizedBook({ title: "Local", coverImageBase64: "/covers/meditations.webp" });
    const page = await inspectHtml(await (await call(summaryPath(book))).text());
    expect(page.images).toEqual([{ src: "/covers/meditations.webp", alt: "Cover of Local" }]);
    expect(page.metas["og:image"]).toBe(`${ORIGIN}/covers/meditations.webp`);
    const cover = await exports.default.fetch(new Request(`${BASE}${summaryPath(book)}/cover`, { redirect: "manual" }));
    expect(cover.status).toBe(302);
    expect(cover.headers.get("location")).toBe("/covers/meditations.webp");
  });

  it("shows a title cover (SVG) on the page, and the app's icon in link previews, which show no SVG", async () => {
    const book = await createSummarizedBook({
      title: "shared-mime-info-spec",
      authors: [],
      coverImageBase64: generateCover("shared-mime-info-spec", "", ["#111111", "#999999"]),
    });
    const path = summaryPath(book);
    const page = await inspectHtml(await (await call(path)).text());
    expect(page.images).toEqual([{ src: `${path}/cover?v=${book.version}`, alt: "Cover of shared-mime-info-spec" }]);
    expect(page.metas).toMatchObject({
      "og:image": `${ORIGIN}/icons/icon-512.png`,
      "og:image:alt": "Chapterly",
      "twitter:card": "summary",
      "twitter:image": `${ORIGIN}/icons/icon-512.png`,
    });
    const cover = await call(`${path}/cover?v=${book.version}`);
    expect(cover.headers.get("content-type")).toBe("image/svg+xml");
    expect(await cover.text()).toContain("<svg");
  });

  it("has no cover image or image meta when the book has no cover", async () => {
    const book = await createSummarizedBook({ coverImageBase64: null });
    const page = await inspectHtml(await (await call(summaryPath(book))).text());
    expect(page.images).toEqual([]);
    expect(page.metas["og:image"]).toBeUndefined();
    expect(page.metas["twitter:card"]).toBe("summary");
  });

  it("answers the SPA's cache-busting reload and HEAD requests", async () => {
    const book = await createSummarizedBook();
    const reload = await call(`${summaryPath(book)}?_cb=1234567890`);
    expect(reload.status).toBe(200);
    expect((await inspectHtml(await reload.text())).canonical).toBe(ORIGIN + summaryPath(book));
    const head = await call(summaryPath(book), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("is cached at the edge per book version, so an edit is never served stale", async () => {
    const book = await createSummarizedBook({ title: "Before the Edit" });
    const first = await call(summaryPath(book));
    expect(first.headers.get("x-edge-cache")).toBe("miss");
    await first.text();
    await expect.poll(async () => (await call(summaryPath(book))).headers.get("x-edge-cache")).toBe("hit");

    // Every write bumps the version; the page comes from a new cache entry.
    await db()
      .update(books)
      .set({ mediumSummarization: "Rewritten summary.", version: sql`${books.version} + 1` })
      .where(eq(books.bookId, book.bookId));
    const edited = await call(summaryPath(book));
    expect(edited.headers.get("x-edge-cache")).toBe("miss");
    expect((await inspectHtml(await edited.text())).paragraphs).toContain("Rewritten summary.");
  });

  it("answers a matching If-None-Match with 304", async () => {
    const book = await createSummarizedBook();
    const first = await call(summaryPath(book));
    const etag = first.headers.get("etag")!;
    const again = await call(summaryPath(book), { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
