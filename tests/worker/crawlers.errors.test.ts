import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { summaryPath } from "../../worker/lib/slug";
import { createBook } from "./support/factories";
import { inspectHtml } from "./support/html";
import { BASE } from "./support/http";

/** Redirects are the subject here, so they are never followed. */
const get = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`${BASE}${path}`, { redirect: "manual", ...init }));

async function expectNotFoundPage(path: string) {
  const res = await get(path);
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const page = await inspectHtml(await res.text());
  expect(page.h1).toBe("Book not found");
  expect(page.metas.robots).toBe("noindex");
  expect(page.links.some((l) => l.href === "/")).toBe(true);
}

describe("summary page redirects", () => {
  it("sends a wrong title slug to the canonical path with 301, dropping the query", async () => {
    const book = await createBook({ title: "The Prince", authors: ["Niccolò Machiavelli"] });
    const canonical = summaryPath(book);
    expect(canonical).toBe(`/the-prince/on/niccolo-machiavelli/${encodeURIComponent(book.bookId)}`);
    for (const wrong of [
      `/the-princess/on/niccolo-machiavelli/${encodeURIComponent(book.bookId)}?_cb=1`,
      `/the-prince/on/machiavelli/${encodeURIComponent(book.bookId)}`,
      `/The-Prince/on/niccolo-machiavelli/${encodeURIComponent(book.bookId)}`,
      `/x/on/y/${encodeURIComponent(book.bookId)}`,
    ]) {
      const res = await get(wrong);
      expect(res.status, wrong).toBe(301);
      expect(res.headers.get("location"), wrong).toBe(canonical);
    }
  });

  it("redirects a trailing slash, then the slugs, to the canonical path", async () => {
    const book = await createBook({ title: "Walden", authors: ["Henry David Thoreau"] });
    const res = await get(`${summaryPath(book)}/`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(summaryPath(book));
  });

  it("redirects a cover request with wrong slugs to the canonical cover", async () => {
    const book = await createBook({ title: "Cover Me", coverImageBase64: "data:image/png;base64,iVBORw0KGgo=" });
    const res = await get(`/wrong/on/slug/${encodeURIComponent(book.bookId)}/cover`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`${summaryPath(book)}/cover?v=${book.version}`);
  });
});

describe("summary pages that do not exist", () => {
  it("answers an unknown book with a 404 page", async () => {
    await expectNotFoundPage("/some-title/on/some-author/no-such-book");
  });

  it("answers a book that is not summarized yet with a 404 page", async () => {
    const book = await createBook({ dateOfSummary: null });
    await expectNotFoundPage(summaryPath(book));
  });

  it("answers an absurdly long id with a 404 page", async () => {
    await expectNotFoundPage(`/a/on/b/${"x".repeat(500)}`);
  });

  it("answers covers that are missing or unreadable with 404", async () => {
    const none = await createBook({ coverImageBase64: null });
    const broken = await createBook({ coverImageBase64: "data:image/png;base64,%%%not-base64%%%" });
    const unsummarized = await createBook({ dateOfSummary: null, coverImageBase64: "data:image/png;base64,iVBORw0KGgo=" });
    for (const book of [none, broken, unsummarized]) {
      const res = await get(`${summaryPath(book)}/cover`);
      expect(res.status).toBe(404);
    }
  });
});

describe("sitemap files that do not exist", () => {
  it.each([
    "/sitemaps/books-0.xml",
    "/sitemaps/books-01.xml",
    "/sitemaps/books-x.xml",
    "/sitemaps/books-1.txt",
    "/sitemaps/other.xml",
    "/sitemaps/books-999.xml",
    "/sitemaps/nested/books-1.xml",
  ])("answers %s with a plain 404, not the app shell", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
