import { env } from "cloudflare:workers";
import { createDb } from "../../../worker/db/client";
import { books, chapters, snippets, type NewBook } from "../../../worker/db/schema";

export const db = () => createDb(env.DB);

let counter = 0;
/** Unique per call, so tests in one file never share rows. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export async function createBook(overrides: Partial<NewBook> = {}) {
  const bookId = overrides.bookId ?? uniqueId("book");
  const [row] = await db()
    .insert(books)
    .values({
      bookId,
      title: `Test Book ${bookId}`,
      authors: ["Test Author"],
      isbn: ["9780000000000"],
      topic: "Philosophy",
      smallSummarization: "Short.",
      mediumSummarization: "Medium.",
      largeSummarization: "Large.",
      dateOfSummary: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createChapterWithSnippets(bookId: string, position: number, snippetHtml: string[]) {
  const chapterId = uniqueId("chapter");
  await db()
    .insert(chapters)
    .values({ id: chapterId, bookId, position, title: `Chapter ${position + 1}` });
  for (const [i, html] of snippetHtml.entries()) {
    await db()
      .insert(snippets)
      .values({ id: uniqueId("snippet"), chapterId, position: i, title: `Snippet ${i + 1}`, html });
  }
  return chapterId;
}
