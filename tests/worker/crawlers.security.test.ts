import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { summaryPath } from "../../worker/lib/slug";
import { createBook, db, uniqueId } from "./support/factories";
import { inspectHtml } from "./support/html";
import { BASE, call } from "./support/http";
import { parseUrlSet } from "./support/xml";
import { chapters } from "../../worker/db/schema";

const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>' onmouseover='alert(3)&amp;`;

describe("summary pages with hostile data", () => {
  it("escapes every value: no injected elements, attributes or scripts, and the text survives intact", async () => {
    const book = await createBook({
      title: `Title ${HOSTILE}`,
      authors: [`Author ${HOSTILE}`, "Second <b>Author</b>"],
      isbn: [`isbn${HOSTILE}`],
      publisher: `Publisher ${HOSTILE}`,
      year: `1999${HOSTILE}`,
      topic: `Topic ${HOSTILE}`,
      pages: `12${HOSTILE}`,
      language: `en"><script>alert(4)</script>`,
      smallSummarization: `Small ${HOSTILE}`,
      mediumSummarization: `Medium ${HOSTILE}`,
      coverImageBase64: `https://covers.example.org/x.jpg?"><script>alert(5)</script>`,
    });
    await db()
      .insert(chapters)
      .values({ id: uniqueId("chapter"), bookId: book.bookId, position: 0, title: `Chapter ${HOSTILE}` });

    const res = await call(summaryPath(book));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/<b>Author/);

    const page = await inspectHtml(html);
    expect(page.eventHandlers).toEqual([]);
    expect(page.elements.filter((name) => name === "script")).toHaveLength(1);
    expect(page.elements).not.toContain("b");
    expect(page.scripts[0]!.type).toBe("application/ld+json");
    expect(page.scripts[0]!.text).not.toMatch(/<\/script/i);
    expect(page.images).toHaveLength(1);

    // Escaped, not mangled: people and crawlers read exactly what was stored.
    expect(page.h1).toBe(book.title);
    expect(page.metas["og:title"]).toBe(`${book.title} by ${book.authors.join(", ")}`);
    expect(page.metas["twitter:title"]).toBe(book.title);
    expect(page.listItems).toEqual([`Chapter ${HOSTILE}`]);
    expect(page.paragraphs).toContain(`Medium ${HOSTILE}`);
    const ld = JSON.parse(page.scripts[0]!.text);
    expect(ld.name).toBe(book.title);
    expect(ld.author[0].name).toBe(book.authors[0]);
    expect(ld.inLanguage).toBeUndefined();
    expect(html).toMatch(/<html lang="en">/);
  });

  it("never uses a non-http cover as an image URL", async () => {
    const book = await createBook({ coverImageBase64: "javascript:alert(1)" });
    const page = await inspectHtml(await (await call(summaryPath(book))).text());
    expect(page.images).toEqual([]);
    expect(page.metas["og:image"]).toBeUndefined();
  });

  it("serves SVG covers with a sandboxing CSP, and the page references them by path, not inline", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    const book = await createBook({ coverImageBase64: `data:image/svg+xml;base64,${btoa(svg)}` });
    const page = await inspectHtml(await (await call(summaryPath(book))).text());
    expect(page.images[0]!.src).toBe(`${summaryPath(book)}/cover?v=${book.version}`);
    const cover = await call(page.images[0]!.src);
    expect(cover.headers.get("content-type")).toBe("image/svg+xml");
    expect(cover.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(cover.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("builds absolute URLs from APP_ORIGIN, never from the request's Host", async () => {
    const book = await createBook();
    const res = await exports.default.fetch(new Request(`https://attacker.test${summaryPath(book)}`));
    const page = await inspectHtml(await res.text());
    expect(page.canonical).toBe(`http://app.test${summaryPath(book)}`);
    expect(page.metas["og:url"]).toBe(`http://app.test${summaryPath(book)}`);
    const robots = await (await exports.default.fetch(new Request("https://attacker.test/robots.txt"))).text();
    expect(robots).toContain("Sitemap: http://app.test/sitemap.xml");
  });

  it("never redirects off-site, whatever the path holds", async () => {
    const book = await createBook();
    for (const path of [
      `/%5Cevil.test/on/x/${encodeURIComponent(book.bookId)}/`,
      `/%2F%2Fevil.test/on/x/y/`,
      `/%5C%5Cevil.test/on/x/${encodeURIComponent(book.bookId)}`,
    ]) {
      const res = await exports.default.fetch(new Request(`${BASE}${path}`, { redirect: "manual" }));
      expect(res.status, path).toBe(301);
      const location = res.headers.get("location")!;
      expect(location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(location, BASE).origin, path).toBe(BASE);
    }
  });

  it("keeps sitemaps well-formed for ids and titles full of markup characters", async () => {
    const book = await createBook({ bookId: uniqueId(`id&<>"'`), title: `A & B <C> "D"`, authors: [`E' & F`] });
    const { locs } = parseUrlSet(await (await call("/sitemaps/books-1.xml")).text());
    expect(locs).toContain(`http://app.test/a-and-b-c-d/on/e-and-f/${encodeURIComponent(book.bookId)}`);
  });
});
