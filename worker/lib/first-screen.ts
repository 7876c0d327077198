import { coverSource } from "../../shared/cover-source";
import { escapeHtml } from "./html";

/**
 * The first screen of home and of a book page, as HTML the worker puts into the app's index.html
 * (docs/decisions/092-fast-on-phones.md, third pass): a phone paints real covers before the app's code has
 * arrived, and the app shows the same markup until its own render replaces it. The markup is the SPA's own
 * (`BookStrip` and `BookCover` in web/src/components/ui, the book page's header); tests/unit/first-screen.test.ts
 * fails when the two differ.
 */

export interface FirstScreenBook {
  book_id: string;
  title: string;
  cover_image_base64: string | null;
}

/** Covers of a row a 320–412 px screen shows at once: loaded with the page, not lazily (BookStrip's rule). */
const VISIBLE_ON_A_PHONE = 3;

function cover(book: FirstScreenBook, className: string, priority: boolean): string {
  const src = coverSource(book.cover_image_base64);
  if (!src)
    return `<div role="img" aria-label="No Cover Available" class="flex items-center justify-center bg-slate-200 p-1 text-center text-[10px] leading-tight text-slate-700 ${className}">No Cover Available</div>`;
  const loading = priority ? `loading="eager" fetchPriority="high" decoding="sync"` : `loading="lazy"`;
  return `<img src="${escapeHtml(src)}" alt="Cover of ${escapeHtml(book.title)}" ${loading} class="object-cover ${className}"/>`;
}

/** Home's "New summaries" row (BookStrip with books), in the page's wrapper. */
export function renderHomeFirstScreen(books: FirstScreenBook[]): string {
  if (books.length === 0) return "";
  const items = books
    .map(
      (book, i) =>
        `<li class="w-28 shrink-0"><a class="group block space-y-1" href="/book/${escapeHtml(encodeURIComponent(book.book_id))}">${cover(
          book,
          "h-40 w-28 rounded-md shadow-sm",
          i < VISIBLE_ON_A_PHONE,
        )}<span class="line-clamp-2 h-10 text-sm font-medium text-slate-800 group-hover:text-brand-700">${escapeHtml(book.title)}</span></a></li>`,
    )
    .join("");
  return `<div class="space-y-10">${newSummariesRow(items)}</div>`;
}

function newSummariesRow(items: string): string {
  return `<section aria-labelledby="row-new-summaries" class="space-y-3"><h2 id="row-new-summaries" class="text-xl font-semibold tracking-tight">New summaries</h2><ul class="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">${items}</ul></section>`;
}

/** The book page's header as far as its cover (the page's largest paint on a phone); the app adds the rest. */
export function renderBookFirstScreen(book: FirstScreenBook): string {
  return `<article class="space-y-8 [overflow-wrap:anywhere]"><header class="flex flex-col gap-5 sm:flex-row">${cover(
    book,
    "h-60 w-40 shrink-0 rounded-lg shadow",
    true,
  )}</header></article>`;
}

/**
 * The login page as the app first renders it (LoginPage before its runtime config arrives: the card's heading and the
 * "Loading sign-in..." spinner): its largest paint, the intro, no longer waits for the app's code. Static: no data.
 */
export function renderLoginFirstScreen(): string {
  return (
    `<main class="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">` +
    `<div class="w-full min-w-0 max-w-md space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">` +
    `<div class="space-y-2 text-center"><a class="inline-flex items-center gap-2 font-bold text-brand-900" href="/login">` +
    `<img src="/favicon.svg" alt="" class="h-9 w-9"/><span class="text-xl">Chapterly</span></a>` +
    `<h1 class="text-2xl font-bold tracking-tight">Sign in to Chapterly</h1>` +
    `<p class="text-sm text-slate-600">Listen to book summaries, keep your history and favourites, and pick up where you left off.</p></div>` +
    `<span role="status" class="inline-flex items-center gap-2 text-slate-600"><span aria-hidden="true" class="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"></span><span>Loading sign-in...</span></span>` +
    `</div></main>`
  );
}

/** A standalone page's first screen (no layout around it), placed after index.html's prerendered shell. */
export function firstScreenStandalone(path: string, pageHtml: string): string {
  return `<div id="first-screen" data-path="${escapeHtml(path)}">${pageHtml}</div>`;
}

/** The layout's main area holding a first screen, appended to index.html's prerendered shell (after its header). */
export function firstScreenMain(path: string, pageHtml: string): string {
  return `<main class="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6"><div id="first-screen" data-path="${escapeHtml(path)}">${pageHtml}</div></main>`;
}
