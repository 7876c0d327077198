import { versionBump } from "../books";
import type { Database } from "../client";
import { books, chapters, snippets } from "../schema";
import { sanitizeHtml } from "../../lib/sanitize";
import { alignSummary } from "../../services/summarizer/sources";
import type { BookForSummary } from "../../services/summarizer/types";
import { snippetPlainText, summarySourceWrites } from "../summary-sources";
import { DEMO_BOOKS, demoCoverPath } from "./demo-catalogue";
import type { DemoBook } from "./demo-book";

export { DEMO_BOOKS, demoCoverPath };

export const DEMO_SUMMARY_MODEL = "chapterly-editorial";
/** Fixed so that reseeding never reorders the top books. */
const DEMO_SUMMARY_BASE = Date.UTC(2026, 0, 1);

export const chapterId = (bookId: string, index: number) => `${bookId}-ch${index + 1}`;
const snippetId = (chapter: string, index: number) => `${chapter}-s${index + 1}`;

/** The demo book's chapters and snippets as the summarizer reads them (plain text of the stored HTML). */
export function demoBookForSummary(demo: DemoBook): BookForSummary {
  return {
    chapters: demo.chapters.map((chapter, chapterIndex) => {
      const id = chapterId(demo.id, chapterIndex);
      return {
        chapterId: id,
        title: chapter.title,
        snippets: chapter.snippets.map((snippet, snippetIndex) => ({
          snippetId: snippetId(id, snippetIndex),
          text: snippetPlainText(snippet.html),
        })),
      };
    }),
  };
}

/**
 * The demo summaries are editorial (written from the snippets, not extracted): each sentence's sources
 * are the snippet sentences it draws on (worker/services/summarizer/sources.ts).
 */
export function demoSummarySources(demo: DemoBook) {
  const book = demoBookForSummary(demo);
  return {
    short: alignSummary(demo.smallSummary, book),
    medium: alignSummary(demo.mediumSummary, book),
    long: alignSummary(demo.largeSummary, book),
  };
}

/**
 * Writes the demo library. Idempotent: every row has a stable id and is upserted,
 * so rerunning refreshes content without duplicating anything or touching audio fields.
 */
export async function seedDemoLibrary(db: Database): Promise<number> {
  for (const [index, demo] of DEMO_BOOKS.entries()) {
    const values = {
      bookId: demo.id,
      title: demo.title,
      authors: demo.authors,
      isbn: demo.isbn.map((isbn) => isbn.replace(/[^0-9X]/gi, "")),
      publisher: demo.publisher,
      year: demo.year,
      edition: demo.edition,
      topic: demo.topic,
      pages: demo.pages,
      summaryModel: DEMO_SUMMARY_MODEL,
      // A small WebP file, fetched and decoded off the page's main thread as real covers are (scripts/render-demo-covers.ts).
      coverImageBase64: demoCoverPath(demo.id),
      smallSummarization: demo.smallSummary,
      mediumSummarization: demo.mediumSummary,
      largeSummarization: demo.largeSummary,
      dateOfSummary: new Date(DEMO_SUMMARY_BASE + index * 86_400_000),
      downloadLink: `https://www.gutenberg.org/ebooks/search/?query=${encodeURIComponent(demo.title)}`,
    };
    const { bookId: _id, ...updatable } = values;
    const statements = [
      db
        .insert(books)
        .values(values)
        .onConflictDoUpdate({
          target: books.bookId,
          set: { ...updatable, ...versionBump() },
        }),
      // Written with the summaries, in the book's batch.
      ...summarySourceWrites(db, demo.id, demoSummarySources(demo)),
      ...demo.chapters.flatMap((chapter, chapterIndex) => {
        const id = chapterId(demo.id, chapterIndex);
        const chapterValues = {
          id,
          bookId: demo.id,
          position: chapterIndex,
          title: chapter.title,
          pageStart: chapter.pageStart,
          pageEnd: chapter.pageEnd,
          textSize: chapter.snippets.reduce((sum, s) => sum + s.html.length, 0),
        };
        return [
          db.insert(chapters).values(chapterValues).onConflictDoUpdate({ target: chapters.id, set: chapterValues }),
          ...chapter.snippets.map((snippet, snippetIndex) => {
            const snippetValues = {
              id: snippetId(id, snippetIndex),
              chapterId: id,
              position: snippetIndex,
              title: snippet.title,
              html: sanitizeHtml(snippet.html),
            };
            return db.insert(snippets).values(snippetValues).onConflictDoUpdate({ target: snippets.id, set: snippetValues });
          }),
        ];
      }),
    ];
    // One batch per book: a book is written whole or not at all.
    await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  }
  return DEMO_BOOKS.length;
}
