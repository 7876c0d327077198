import { ApiError } from "../../lib/errors";
import { documentAuthors, documentTitle, gutenbergHeader } from "./document-info";
import { type PageTextItem, pageText } from "./page-text";

/**
 * PDF reading for the content pipeline. pdf.js (through unpdf) is ~2.4 MB, so it is imported
 * lazily here, only by the calls that parse a document; worker start-up never pays for it.
 */
export interface PdfLimits {
  maxPages: number;
}

export interface OutlineEntry {
  title: string;
  /** 1-based page the bookmark points at. */
  page: number;
  /** The bookmarks nested below it (a top-level bookmark's, to four levels); absent in files extracted before. */
  items?: OutlineEntry[];
}

export interface ExtractedPdf {
  pageCount: number;
  /** Text of each page, index 0 = page 1. */
  pages: string[];
  /** Top-level bookmarks in document order; empty when the PDF has none. */
  outline: OutlineEntry[];
  /** Second-level bookmarks (the sections inside chapters) in document order; absent in files extracted before they were read. */
  sectionOutline?: OutlineEntry[];
  /** The document's own title when it names a book (`documentTitle`); absent in files extracted before it was read. */
  title?: string | null;
}

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The header may follow a little junk (the spec allows it within the first 1024 bytes). */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - MAGIC.length, 1024);
  outer: for (let i = 0; i <= limit; i++) {
    for (let j = 0; j < MAGIC.length; j++) if (bytes[i + j] !== MAGIC[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * An /Encrypt entry in a trailer or cross-reference stream dictionary. pdf.js silently opens
 * files encrypted with an empty user password, but we cannot promise their text is usable
 * (copy protection), so any encryption is refused.
 */
export function declaresEncryption(bytes: Uint8Array): boolean {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 64 * 1024)));
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(tail)) return true;
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  return /trailer[\s\S]{0,2000}\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(head);
}

type PdfProxy = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

async function close(pdf: PdfProxy) {
  await pdf.loadingTask.destroy().catch(() => undefined);
}

async function open(bytes: Uint8Array): Promise<PdfProxy> {
  if (!hasPdfMagic(bytes)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "The file is not a PDF.");
  if (declaresEncryption(bytes)) throw new ApiError("PDF_ENCRYPTED", "The PDF is encrypted; upload an unprotected copy.");
  const { getDocumentProxy } = await import("unpdf");
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    return await getDocumentProxy(bytes.slice(), { stopAtErrors: false });
  } catch (err) {
    const name = (err as { name?: string } | null)?.name ?? "";
    if (name === "PasswordException") throw new ApiError("PDF_ENCRYPTED", "The PDF is encrypted; upload an unprotected copy.");
    throw new ApiError("INVALID_PDF", "The PDF could not be read; it may be damaged.");
  }
}

export interface InspectedPdf {
  pageCount: number;
  /** The document's own title and author (its Info dictionary), when they name a book rather than a file. */
  title: string | null;
  authors: string[];
}

/** Checks that the upload is a readable, unencrypted PDF within the page limit; answers its page count and title. */
export async function inspectPdf(bytes: Uint8Array, limits: PdfLimits): Promise<InspectedPdf> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages < 1) throw new ApiError("INVALID_PDF", "The PDF has no pages.");
    if (pdf.numPages > limits.maxPages)
      throw new ApiError("PDF_TOO_MANY_PAGES", `The PDF has ${pdf.numPages} pages; the limit is ${limits.maxPages}.`);
    // Parsing lazily defers most damage to first use: read the first page to prove it opens.
    const first = await pdf.getPage(1).catch(() => {
      throw new ApiError("INVALID_PDF", "The PDF could not be read; it may be damaged.");
    });
    const content = await first.getTextContent().catch(() => ({ items: [] }));
    const header = gutenbergHeader(pageText(content.items.filter((item) => "str" in item) as PageTextItem[]));
    const info = await documentInfo(pdf);
    return {
      pageCount: pdf.numPages,
      title: header.title ?? documentTitle(info.Title),
      authors: header.author ? documentAuthors(header.author) : documentAuthors(info.Author, info.Title),
    };
  } finally {
    await close(pdf);
  }
}

async function documentInfo(pdf: PdfProxy): Promise<{ Title?: unknown; Author?: unknown }> {
  return ((await pdf.getMetadata().catch(() => null))?.info ?? {}) as { Title?: unknown; Author?: unknown };
}

/** Text per page plus the top-level outline. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedPdf> {
  const pdf = await open(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(normalizeText(pageText(content.items.filter((item) => "str" in item))));
      page.cleanup();
    }
    const read = await readOutline(pdf);
    const [outline, sectionOutline] = [read.outline, read.sectionOutline].map((entries) =>
      // A heading may wrap over the page's end ("X" at the foot, "MUSICAL INSTRUMENTS" overleaf).
      entries.map(function printed(entry): OutlineEntry {
        const title = titleAsPrinted(entry.title, `${pages[entry.page - 1] ?? ""}\n${pages[entry.page] ?? ""}`);
        return entry.items ? { ...entry, title, items: entry.items.map(printed) } : { ...entry, title };
      }),
    ) as [OutlineEntry[], OutlineEntry[]];
    return { pageCount: pdf.numPages, pages, outline, sectionOutline, title: documentTitle((await documentInfo(pdf)).Title) };
  } finally {
    await close(pdf);
  }
}

/**
 * A bookmark's title with a space where its page wraps the heading: a browser's bookmark joins the lines without one
 * ("Transitioning an existing project to anew edition"). Only those breaks are added; the title's own spacing is kept
 * (a page's text may space runs the title does not). Unchanged when its page does not print it in whole lines.
 */
/** A heading set narrow may wrap over this many lines ("CHAPTER IV — WHY THE / KINGDOM OF DARIUS, / …"). */
const TITLE_LINES = 8;

export function titleAsPrinted(title: string, pageText: string): string {
  // Compared without case: a heading set in small capitals prints its words in capitals.
  const squeezed = folded(title.replace(/\s+/g, ""));
  if (!squeezed) return title;
  const lines = pageText.split("\n").map((line) => folded(line.replace(/\s+/g, "")));
  for (let i = 0; i < lines.length; i++) {
    const breaks: number[] = [];
    let flat = "";
    for (let j = i; j < Math.min(lines.length, i + TITLE_LINES) && lines[j]; j++) {
      if (flat) breaks.push(flat.length);
      flat += lines[j];
      if (flat === squeezed) return withSpacesAt(title, breaks);
      if (!squeezed.startsWith(flat)) break;
    }
  }
  return title;
}

/** Lower case, one character for one (so positions in it are positions in the text). */
const folded = (text: string) => [...text].map((c) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c)).join("");

/** `title` with a space before its non-space character number n, for each n in `breaks`, where it has none. */
function withSpacesAt(title: string, breaks: number[]): string {
  let out = "";
  let seen = 0;
  for (const char of title) {
    if (/\s/.test(char)) {
      out += char;
      continue;
    }
    if (breaks.includes(seen) && out && !/\s$/.test(out)) out += " ";
    out += char;
    seen += char.length;
  }
  return out;
}

function normalizeText(text: string): string {
  return (
    text
      // Control characters: an icon font's glyphs read as U+0000.
      .replace(/[^\P{Cc}\t\n\r]/gu, "")
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * "p. 67CHAPTER III.", "[Pg 12]The Voyage": Project Gutenberg marks the printed book's page inside a heading, and a
 * browser's bookmark keeps it in the heading's words.
 */
export function withoutPageAnchor(title: string): string {
  return title.replace(/^(?:\[(?:Pg|p\.)\s?[\divxlc]{1,5}\]|p\.\s?(?:\d{1,4}|[ivxlc]{1,6})(?=\p{Lu}))\s*/u, "");
}

type OutlineItem = Awaited<ReturnType<PdfProxy["getOutline"]>>[number];

async function outlineEntry(pdf: PdfProxy, item: OutlineItem): Promise<OutlineEntry | null> {
  try {
    const dest = typeof item.dest === "string" ? await pdf.getDestination(item.dest) : item.dest;
    const target = Array.isArray(dest) ? dest[0] : null;
    if (!target) return null;
    const index = typeof target === "number" ? target : await pdf.getPageIndex(target as Parameters<PdfProxy["getPageIndex"]>[0]);
    const title = withoutPageAnchor(item.title.replace(/\s+/g, " ").trim()).slice(0, 200);
    return title ? { title, page: index + 1 } : null;
  } catch {
    // A bookmark pointing nowhere is skipped, not fatal.
    return null;
  }
}

/** Top-level bookmarks (chapters) with the ones nested below them, and their children (sections), each sorted by page. */
async function readOutline(pdf: PdfProxy): Promise<{ outline: OutlineEntry[]; sectionOutline: OutlineEntry[] }> {
  const items = await pdf.getOutline().catch(() => null);
  if (!items) return { outline: [], sectionOutline: [] };
  const sectionOutline: OutlineEntry[] = [];
  for (const child of items.flatMap((item) => item.items ?? [])) {
    const section = await outlineEntry(pdf, child);
    if (section) sectionOutline.push(section);
  }
  return { outline: await outlineLevel(pdf, items, OUTLINE_DEPTH), sectionOutline: sectionOutline.sort(byPage) };
}

/** How deep nested bookmarks are kept: a web page's title, its author, a contents heading, then the chapters. */
const OUTLINE_DEPTH = 4;
const byPage = (a: OutlineEntry, b: OutlineEntry) => a.page - b.page;

async function outlineLevel(pdf: PdfProxy, items: OutlineItem[], depth: number): Promise<OutlineEntry[]> {
  const level: OutlineEntry[] = [];
  for (const item of items) {
    const entry = await outlineEntry(pdf, item);
    if (!entry) continue;
    const below = depth > 1 && item.items?.length ? await outlineLevel(pdf, item.items, depth - 1) : [];
    level.push(below.length ? { ...entry, items: below } : entry);
  }
  return level.sort(byPage);
}
