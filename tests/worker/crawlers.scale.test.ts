import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listSitemapEntries, listSitemapFiles, SITEMAP_URLS_PER_FILE } from "../../worker/db/crawlers";
import { seedSyntheticLibrary, syntheticBook } from "../../worker/db/seed/synthetic-library";
import { summaryPath } from "../../worker/lib/slug";
import { db } from "./support/factories";
import { call } from "./support/http";
import { lastmodOf, parseSitemapIndex, parseUrlSet } from "./support/xml";

// Tests in this file share one database and build on each other, in order.

const ORIGIN = "http://app.test";

async function summarizedIds(): Promise<string[]> {
  const { results } = await env.DB.prepare("select book_id from books where date_of_summary is not null").all<{
    book_id: string;
  }>();
  return results.map((r) => r.book_id);
}

describe("sitemaps of an empty library", () => {
  it("still form a valid index pointing at a valid, empty books-1.xml", async () => {
    const { locs } = parseSitemapIndex(await (await call("/sitemap.xml")).text());
    expect(locs).toEqual([`${ORIGIN}/sitemaps/books-1.xml`]);
    const file = await call("/sitemaps/books-1.xml");
    expect(file.status).toBe(200);
    expect(parseUrlSet(await file.text()).locs).toEqual([]);
    expect((await call("/sitemaps/books-2.xml")).status).toBe(404);
  });
});

describe("splitting the sitemap", () => {
  it("uses the protocol's limit of 50,000 URLs per file", () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(50_000);
  });

  it("splits a library of more than 50,000 summarized books into valid files of at most 50,000 URLs", async () => {
    // 50,001 books in all, every one summarized: exactly one more than a file holds.
    const total = SITEMAP_URLS_PER_FILE + 1;
    await seedSyntheticLibrary(env.DB, total);
    await env.DB.prepare("update books set date_of_summary = ?1 + seq * 1000 where date_of_summary is null")
      .bind(Date.UTC(2026, 1, 1))
      .run();
    expect((await summarizedIds()).length).toBe(total);

    const index = parseSitemapIndex(await (await call("/sitemap.xml")).text());
    expect(index.locs).toEqual([`${ORIGIN}/sitemaps/books-1.xml`, `${ORIGIN}/sitemaps/books-2.xml`]);
    expect(index.root.children.every((s) => lastmodOf(s) !== null)).toBe(true);

    const first = parseUrlSet(await (await call("/sitemaps/books-1.xml")).text());
    const second = parseUrlSet(await (await call("/sitemaps/books-2.xml")).text());
    expect(first.locs).toHaveLength(SITEMAP_URLS_PER_FILE);
    expect(second.locs).toHaveLength(1);
    expect(new Set([...first.locs, ...second.locs]).size).toBe(total);
    const sample = syntheticBook(12_345);
    expect(first.locs).toContain(ORIGIN + summaryPath(sample));
    expect(second.locs[0]).toBe(ORIGIN + summaryPath(syntheticBook(total - 1)));
    expect((await call("/sitemaps/books-3.xml")).status).toBe(404);
  }, 120_000);

  it("puts every summarized book in exactly one file of at most N URLs, whatever N", async () => {
    // Rows deleted and re-added leave gaps in seq: files then hold fewer URLs, never more.
    await env.DB.prepare("delete from books where seq % 7 = 0").run();
    await seedSyntheticLibrary(env.DB, SITEMAP_URLS_PER_FILE + 1);
    const perFile = 4_000;
    const files = await listSitemapFiles(db(), perFile);
    expect(files.length).toBeGreaterThan(12);
    expect(files.map((f) => f.n)).toEqual(files.map((_, i) => i + 1));

    const seen: string[] = [];
    for (const file of files) {
      const entries = await listSitemapEntries(db(), file.n, perFile);
      expect(entries.length).toBe(file.urls);
      expect(entries.length).toBeLessThanOrEqual(perFile);
      const newest = Math.max(...entries.map((e) => e.dateOfSummary!.getTime()));
      expect(file.lastmod?.getTime()).toBe(newest);
      seen.push(...entries.map((e) => e.bookId));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual((await summarizedIds()).sort());
    expect(await listSitemapEntries(db(), files.length + 1, perFile)).toEqual([]);
  }, 120_000);
});
