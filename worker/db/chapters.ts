import { asc, eq, inArray } from "drizzle-orm";
import { sanitizeHtml } from "../lib/sanitize";
import type { ChapterWithSnippets as ChapterResponse, Snippet as SnippetResponse } from "../../shared/contract";
import type { Database } from "./client";
import { chapters, snippets, type Snippet } from "./schema";

export type { ChapterWithSnippets as ChapterResponse, Snippet as SnippetResponse } from "../../shared/contract";

/** Spec 5: what callers without a token and premium access see instead of a chapter's snippets. */
export const PLACEHOLDER_SNIPPET_TITLES = [
  "Introduction to Key Concepts",
  "Practical Applications and Examples",
  "Strategic Implementation Framework",
  "Measuring Impact and Results",
  "Future Considerations and Next Steps",
] as const;

const PLACEHOLDER_HTML =
  "<p>This part of the chapter summary is available with Chapterly Premium. Subscribe to read every snippet in full.</p>";

export function placeholderSnippets(): SnippetResponse[] {
  return PLACEHOLDER_SNIPPET_TITLES.map((title, i) => ({
    snippet_id: `placeholder-${i + 1}`,
    snippet_title: title,
    snippet_html: PLACEHOLDER_HTML,
    is_placeholder: true,
  }));
}

/** Stored HTML is sanitized on write; it passes the allow-list again on the way out, so a row written around it is harmless. */
function serializeSnippet(row: Snippet): SnippetResponse {
  return { snippet_id: row.id, snippet_title: row.title, snippet_html: sanitizeHtml(row.html), is_placeholder: false };
}

/** A book's chapters in order; real snippets only when `withContent`, otherwise the placeholders. */
export async function listChapters(db: Database, bookId: string, withContent: boolean): Promise<ChapterResponse[]> {
  const rows = await db.select().from(chapters).where(eq(chapters.bookId, bookId)).orderBy(asc(chapters.position));
  const byChapter = new Map<string, SnippetResponse[]>();
  if (withContent && rows.length) {
    const snippetRows = await db
      .select()
      .from(snippets)
      .where(
        inArray(
          snippets.chapterId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(snippets.chapterId), asc(snippets.position));
    for (const s of snippetRows) byChapter.set(s.chapterId, [...(byChapter.get(s.chapterId) ?? []), serializeSnippet(s)]);
  }
  return rows.map((r) => ({
    chapter_id: r.id,
    chapter_title: r.title,
    position: r.position,
    chapter_snippets: withContent ? (byChapter.get(r.id) ?? []) : placeholderSnippets(),
  }));
}

export async function findChapter(db: Database, chapterId: string) {
  return db.query.chapters.findFirst({ where: eq(chapters.id, chapterId) });
}

export async function listSnippets(db: Database, chapterId: string): Promise<SnippetResponse[]> {
  const rows = await db.select().from(snippets).where(eq(snippets.chapterId, chapterId)).orderBy(asc(snippets.position));
  return rows.map(serializeSnippet);
}
