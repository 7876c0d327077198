import type { SitemapEntry, SitemapFile } from "../db/crawlers";
import { escapeXml } from "./html";
import { summaryPath } from "./slug";

/** The sitemap protocol (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** W3C Datetime, to the second. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export const sitemapFilePath = (n: number) => `/sitemaps/books-${n}.xml`;

/** The index of every sitemap file; an empty library still lists books-1.xml, so the index is never empty. */
export function renderSitemapIndex(origin: string, files: SitemapFile[]): string {
  const listed = files.length > 0 ? files : [{ n: 1, urls: 0, lastmod: null }];
  const parts = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_XMLNS}">`];
  for (const file of listed) {
    parts.push(
      `<sitemap><loc>${escapeXml(origin + sitemapFilePath(file.n))}</loc>` +
        (file.lastmod ? `<lastmod>${w3cDatetime(file.lastmod)}</lastmod>` : "") +
        `</sitemap>`,
    );
  }
  parts.push("</sitemapindex>", "");
  return parts.join("\n");
}

export function renderUrlSet(origin: string, entries: SitemapEntry[]): string {
  const parts = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_XMLNS}">`];
  for (const entry of entries) {
    parts.push(
      `<url><loc>${escapeXml(origin + summaryPath(entry))}</loc>` +
        (entry.dateOfSummary ? `<lastmod>${w3cDatetime(entry.dateOfSummary)}</lastmod>` : "") +
        `</url>`,
    );
  }
  parts.push("</urlset>", "");
  return parts.join("\n");
}

/** Crawlers may read the public summary pages; the app itself and the API are not for them. */
export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /book/",
    "Disallow: /bulk-processing",
    "Disallow: /payment-success/",
    "Disallow: /unsubscribe",
    "Disallow: /login",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
