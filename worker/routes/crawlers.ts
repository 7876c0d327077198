import { Hono, type Context } from "hono";
import { z } from "zod";
import { isSitePath } from "../../shared/cover-source";
import type { AppEnv } from "../env";
import { findBookCover, findSummaryPageBook, listSitemapEntries, listSitemapFiles, sitemapStamp } from "../db/crawlers";
import { listChapterTitles } from "../db/chapters";
import { edgeCached } from "../lib/edge-cache";
import { publicOrigin } from "../lib/public-origin";
import { renderRobotsTxt, renderSitemapIndex, renderUrlSet } from "../lib/sitemap";
import { authorSlug, summaryPath, titleSlug } from "../lib/slug";
import { renderNotFoundPage, renderSummaryPage, SUMMARY_PAGE_TEMPLATE_VERSION } from "../lib/summary-page";

/**
 * What search engines and link previews read (docs/product.md, "Screens and routes"): robots.txt, the sitemap index and its
 * files, and the server-rendered summary pages at /{title-slug}/on/{author-slug}/{book_id}.
 * wrangler.toml's run_worker_first sends these paths here before the static assets.
 */

const CACHE = {
  robots: "public, max-age=86400",
  sitemap: "public, max-age=3600",
  /** Browsers re-check after 5 minutes; the edge copy is keyed by the book's version. */
  page: "public, max-age=300, s-maxage=3600",
  notFound: "public, max-age=60",
  cover: "public, max-age=86400",
  coverVersioned: "public, max-age=31536000, immutable",
} as const;

const XML = "application/xml; charset=utf-8";
const HTML = "text/html; charset=utf-8";

const sitemapFileParam = z.object({ file: z.string().regex(/^books-[1-9]\d{0,6}\.xml$/) });
const summaryParams = z.object({
  title: z.string().min(1).max(200),
  author: z.string().min(1).max(200),
  id: z.string().min(1).max(200),
});

function textNotFound(c: Context<AppEnv>) {
  return c.body("Not found\n", 404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.notFound });
}

function pageNotFound(c: Context<AppEnv>) {
  return c.body(renderNotFoundPage(), 404, { "Content-Type": HTML, "Cache-Control": CACHE.notFound });
}

/** Covers are data URLs or bare base64 (Book.cover_image_base64 in shared/contract/books.ts); answered as the image itself. */
function decodeCover(cover: string): { type: string; bytes: Uint8Array } | null {
  const dataUrl = /^data:(image\/(?:png|jpeg|gif|webp|avif|svg\+xml))(;charset=[\w-]+)?(;base64)?,(.*)$/is.exec(cover);
  try {
    if (dataUrl) {
      const [, type, , base64, payload = ""] = dataUrl;
      const bytes = base64
        ? Uint8Array.from(atob(payload.replace(/\s/g, "")), (ch) => ch.charCodeAt(0))
        : new TextEncoder().encode(decodeURIComponent(payload));
      return { type: type!.toLowerCase(), bytes };
    }
    if (/^[A-Za-z0-9+/=\s]+$/.test(cover)) {
      return { type: "image/jpeg", bytes: Uint8Array.from(atob(cover.replace(/\s/g, "")), (ch) => ch.charCodeAt(0)) };
    }
  } catch {
    // not decodable: no cover
  }
  return null;
}

export const crawlerRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) =>
    c.body(renderRobotsTxt(publicOrigin(c)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE.robots,
    }),
  )
  .get("/sitemap.xml", async (c) =>
    edgeCached(c, `/sitemap.xml/${await sitemapStamp(c.var.db)}`, async () => {
      const files = await listSitemapFiles(c.var.db);
      return new Response(renderSitemapIndex(publicOrigin(c), files), {
        headers: { "Content-Type": XML, "Cache-Control": CACHE.sitemap, "X-Robots-Tag": "noindex" },
      });
    }),
  )
  .get("/sitemaps/:file", async (c) => {
    const parsed = sitemapFileParam.safeParse(c.req.param());
    if (!parsed.success) return textNotFound(c);
    const n = Number(/\d+/.exec(parsed.data.file)![0]);
    const cached = await edgeCached(c, `/sitemaps/books-${n}.xml/${await sitemapStamp(c.var.db)}`, async () => {
      const entries = await listSitemapEntries(c.var.db, n);
      // books-1.xml always exists, so the index of an empty library points at a real file.
      if (entries.length === 0 && n !== 1) return new Response(null, { status: 404 });
      return new Response(renderUrlSet(publicOrigin(c), entries), {
        headers: { "Content-Type": XML, "Cache-Control": CACHE.sitemap, "X-Robots-Tag": "noindex" },
      });
    });
    return cached.status === 404 ? textNotFound(c) : cached;
  })
  .get("/sitemaps/*", (c) => textNotFound(c))
  .get("/:title/on/:author/:id", async (c) => {
    const parsed = summaryParams.safeParse(c.req.param());
    if (!parsed.success) return pageNotFound(c);
    const { title, author, id } = parsed.data;
    const book = await findSummaryPageBook(c.var.db, id);
    // Only summarized books have a public page; they are the ones the sitemap lists.
    if (!book || !book.dateOfSummary) return pageNotFound(c);
    if (title !== titleSlug(book.title) || author !== authorSlug(book.authors)) {
      c.header("Cache-Control", CACHE.notFound);
      return c.redirect(summaryPath(book), 301);
    }

    const etag = `W/"${book.version}-${SUMMARY_PAGE_TEMPLATE_VERSION}"`;
    const headers = { "Content-Type": HTML, "Cache-Control": CACHE.page, ETag: etag };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);

    const key = `/summary/${encodeURIComponent(book.bookId)}/v${book.version}/t${SUMMARY_PAGE_TEMPLATE_VERSION}`;
    return edgeCached(c, key, async () => {
      const chapters = await listChapterTitles(c.var.db, book.bookId);
      return new Response(renderSummaryPage(publicOrigin(c), book, chapters), { headers });
    });
  })
  .get("/:title/on/:author/:id/", (c) => {
    // Rebuilt from the decoded parts, so the Location can never become a protocol-relative URL.
    const { title, author, id } = c.req.param();
    return c.redirect(`/${encodeURIComponent(title)}/on/${encodeURIComponent(author)}/${encodeURIComponent(id)}`, 301);
  })
  .get("/:title/on/:author/:id/cover", async (c) => {
    const parsed = summaryParams.safeParse(c.req.param());
    if (!parsed.success) return textNotFound(c);
    const { title, author, id } = parsed.data;
    const row = await findBookCover(c.var.db, id);
    if (!row || !row.dateOfSummary || !row.cover) return textNotFound(c);
    if (title !== titleSlug(row.title) || author !== authorSlug(row.authors)) {
      return c.redirect(`${summaryPath(row)}/cover?v=${row.version}`, 301);
    }
    // A cover by URL (the catalogue's) or a file of this site (the demo library's) is where it already is.
    if (/^https?:\/\//i.test(row.cover) || isSitePath(row.cover)) {
      c.header("Cache-Control", CACHE.cover);
      return c.redirect(row.cover, 302);
    }
    const versioned = c.req.query("v") === String(row.version);
    return edgeCached(c, `/cover/${encodeURIComponent(row.bookId)}/v${row.version}/${versioned ? "i" : "m"}`, async () => {
      const cover = decodeCover(row.cover!);
      if (!cover) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      return new Response(cover.bytes, {
        headers: {
          "Content-Type": cover.type,
          "Cache-Control": versioned ? CACHE.coverVersioned : CACHE.cover,
          // An SVG opened on its own is a document: no scripts, no outside resources.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
        },
      });
    });
  });
