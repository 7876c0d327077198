import { isSitePath } from "../../shared/cover-source";
import type { SummaryPageBook } from "../db/crawlers";
import { escapeHtml, jsonForScript, plainTextExcerpt } from "./html";
import { summaryPath } from "./slug";

/** Bump when the markup changes: it is part of the edge-cache key, so old renders are never served. */
export const SUMMARY_PAGE_TEMPLATE_VERSION = 1;
export const SITE_NAME = "Chapterly";
const DESCRIPTION_MAX_LENGTH = 160;

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}
a{color:#4338ca}
.top{border-bottom:1px solid #e2e8f0;background:#fff}
.top div,main,footer{max-width:64rem;margin:0 auto;padding:0 1rem}
.brand{display:inline-block;padding:1rem 0;font-weight:700;font-size:1.125rem;color:#1e1b4b;text-decoration:none}
main{padding-top:1.5rem;padding-bottom:2rem}
.hero{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.cover{width:10rem;height:15rem;object-fit:cover;border-radius:.5rem;box-shadow:0 4px 12px rgb(15 23 42/.15);background:#e2e8f0}
.hero div{flex:1 1 16rem;min-width:0}
.eyebrow{margin:0;text-transform:uppercase;letter-spacing:.08em;font-size:.75rem;color:#64748b}
h1{margin:.25rem 0;font-size:2rem;line-height:1.2;overflow-wrap:anywhere}
.authors{margin:0;font-size:1.125rem;color:#334155}
.meta{margin:.25rem 0 1rem;font-size:.875rem;color:#64748b}
.open{display:inline-block;padding:.6rem 1.1rem;border-radius:.5rem;background:#4f46e5;color:#fff;font-weight:600;text-decoration:none}
.open:hover,.open:focus-visible{background:#4338ca}
h2{margin:2rem 0 .5rem;font-size:1.25rem}
section p{margin:0 0 1rem;color:#334155;overflow-wrap:anywhere}
ol{padding-left:1.5rem;color:#334155}
footer{padding-bottom:2rem;font-size:.875rem;color:#64748b}
`.trim();

export interface RenderedCover {
  /** For the page's <img>: a path on this site or an http(s) URL. */
  src: string;
  /** For Open Graph, Twitter and JSON-LD, which need an absolute URL. */
  absolute: string;
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Data-URL and base64 covers are served from `{summary path}/cover`, keyed by the book's version. */
export function coverFor(origin: string, book: SummaryPageBook): RenderedCover | null {
  if (book.coverUrl) {
    const url = httpUrl(book.coverUrl);
    if (url) return { src: url, absolute: url };
    // A file of this site (the demo library's covers; the API itself accepts only http(s) and data URLs).
    if (isSitePath(book.coverUrl)) return { src: book.coverUrl, absolute: origin + book.coverUrl };
  }
  if (!book.hasCover) return null;
  const path = `${summaryPath(book)}/cover?v=${book.version}`;
  return { src: path, absolute: origin + path };
}

/** What a link preview shows when the cover is an SVG, which Open Graph and Twitter cards do not display. */
const APP_ICON = "/icons/icon-512.png";

/**
 * The image of the page's link previews: its cover when it is a picture; for an SVG cover (a book's title cover), the
 * app's icon in a small card, so a shared link shows an image at all.
 */
function socialImage(origin: string, book: SummaryPageBook, cover: RenderedCover | null) {
  if (!cover) return null;
  return book.coverIsVector ? { url: origin + APP_ICON, card: "summary" } : { url: cover.absolute, card: "summary_large_image" };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function metaLine(book: SummaryPageBook): string {
  const pages = Number(book.pages);
  return [book.year, book.publisher, book.topic !== "General" ? book.topic : "", pages > 0 ? `${pages} pages` : ""]
    .filter(Boolean)
    .join(" · ");
}

function bookJsonLd(
  book: SummaryPageBook,
  canonical: string,
  description: string,
  cover: RenderedCover | null,
  chapters: string[],
) {
  const pages = Number(book.pages);
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": `${canonical}#book`,
    name: book.title,
    url: canonical,
    author: book.authors.map((name) => ({ "@type": "Person", name })),
    ...(book.isbn[0] ? { isbn: book.isbn[0] } : {}),
    ...(book.publisher ? { publisher: { "@type": "Organization", name: book.publisher } } : {}),
    ...(/^\d{4}$/.test(book.year) ? { datePublished: book.year } : {}),
    ...(book.topic && book.topic !== "General" ? { genre: book.topic } : {}),
    ...(Number.isInteger(pages) && pages > 0 ? { numberOfPages: pages } : {}),
    ...(LANGUAGE_TAG.test(book.language) ? { inLanguage: book.language } : {}),
    ...(cover ? { image: cover.absolute } : {}),
    ...(description ? { description } : {}),
    ...(chapters.length ? { hasPart: chapters.map((name, i) => ({ "@type": "Chapter", position: i + 1, name })) } : {}),
  };
}

const meta = (attr: "name" | "property", key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("\n");
}

function document(head: string[], body: string, lang = "en"): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head.join("\n")}
<meta name="theme-color" content="#1e1b4b">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLES}</style>
</head>
<body>
<header class="top"><div><a class="brand" href="/">${SITE_NAME}</a></div></header>
${body}
<footer><p>${SITE_NAME}: book summaries you can read and listen to, chapter by chapter.</p></footer>
</body>
</html>
`;
}

/**
 * The public, server-rendered summary page of a book. Every value from the database is
 * escaped; the JSON-LD block is data (never executed) and safe against "</script>".
 */
export function renderSummaryPage(origin: string, book: SummaryPageBook, chapters: string[]): string {
  const canonical = origin + summaryPath(book);
  const authors = book.authors.join(", ");
  const pageTitle = `${book.title}${authors ? ` by ${authors}` : ""}: summary | ${SITE_NAME}`;
  const description = plainTextExcerpt(
    book.smallSummarization || book.mediumSummarization || `A chapter-by-chapter summary of ${book.title}.`,
    DESCRIPTION_MAX_LENGTH,
  );
  const cover = coverFor(origin, book);
  const appPath = `/book/${encodeURIComponent(book.bookId)}`;
  const imageAlt = `Cover of ${book.title}`;
  const social = socialImage(origin, book, cover);
  const socialAlt = book.coverIsVector ? SITE_NAME : imageAlt;

  const head = [
    `<title>${escapeHtml(pageTitle)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta("property", "og:type", "book"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", `${book.title}${authors ? ` by ${authors}` : ""}`),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    ...(social ? [meta("property", "og:image", social.url), meta("property", "og:image:alt", socialAlt)] : []),
    ...book.isbn.slice(0, 1).map((isbn) => meta("property", "book:isbn", isbn)),
    ...(book.topic && book.topic !== "General" ? [meta("property", "book:tag", book.topic)] : []),
    meta("name", "twitter:card", social?.card ?? "summary"),
    meta("name", "twitter:title", book.title),
    meta("name", "twitter:description", description),
    ...(social ? [meta("name", "twitter:image", social.url), meta("name", "twitter:image:alt", socialAlt)] : []),
    `<script type="application/ld+json">${jsonForScript(bookJsonLd(book, canonical, description, cover, chapters))}</script>`,
  ];

  const coverHtml = cover
    ? `<img class="cover" src="${escapeHtml(cover.src)}" alt="${escapeHtml(imageAlt)}" width="160" height="240">`
    : "";
  const summary = book.mediumSummarization || book.smallSummarization || "";
  const line = metaLine(book);
  const body = `<main>
<article>
<div class="hero">
${coverHtml}
<div>
<p class="eyebrow">Book summary</p>
<h1>${escapeHtml(book.title)}</h1>
${authors ? `<p class="authors">by ${escapeHtml(authors)}</p>` : ""}
${line ? `<p class="meta">${escapeHtml(line)}</p>` : ""}
<p><a class="open" href="${escapeHtml(appPath)}">Open in ${SITE_NAME}</a></p>
</div>
</div>
${summary ? `<section aria-labelledby="summary-heading">\n<h2 id="summary-heading">Summary</h2>\n${paragraphs(summary)}\n</section>` : ""}
${
  chapters.length
    ? `<section aria-labelledby="chapters-heading">\n<h2 id="chapters-heading">Chapters</h2>\n<ol>\n${chapters
        .map((title) => `<li>${escapeHtml(title)}</li>`)
        .join("\n")}\n</ol>\n</section>`
    : ""
}
</article>
</main>`;
  return document(head, body, LANGUAGE_TAG.test(book.language) ? book.language : "en");
}

export function renderNotFoundPage(): string {
  const head = [`<title>Book not found | ${SITE_NAME}</title>`, `<meta name="robots" content="noindex">`];
  const body = `<main>
<h1>Book not found</h1>
<p>There is no summary at this address. It may have moved, or the book may not be summarized yet.</p>
<p><a class="open" href="/">Browse the library</a></p>
</main>`;
  return document(head, body);
}
