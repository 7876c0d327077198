import { idSlices } from "./bound-ids";
import { and, asc, eq, inArray } from "drizzle-orm";
import { sanitizeHtml } from "../lib/sanitize";
import type { ChapterWithSnippets as ChapterResponse, LocalizedSnippet, Snippet as SnippetResponse } from "../../shared/contract";
import type { Database } from "./client";
import { books, chapters, snippets, snippetTranslations, type Chapter, type Snippet } from "./schema";

export type { ChapterWithSnippets as ChapterResponse, Snippet as SnippetResponse } from "../../shared/contract";

/**
 * What callers without premium access see instead of a chapter's snippets: the titles below and one
 * paragraph, never the stored text (docs/product.md, "Chapters and snippets").
 */
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

/** The stored chapter rows of a book, in reading order. The one chapter read every other read here builds on. */
export async function listChapterRows(db: Database, bookId: string): Promise<Chapter[]> {
  return db.select().from(chapters).where(eq(chapters.bookId, bookId)).orderBy(asc(chapters.position));
}

/** The stored snippet rows of the given chapters, grouped by chapter id, each group in reading order. */
export async function snippetRowsByChapter(db: Database, chapterIds: string[]): Promise<Map<string, Snippet[]>> {
  const byChapter = new Map<string, Snippet[]>(chapterIds.map((id) => [id, []]));
  if (!chapterIds.length) return byChapter;
  // A book of more than 90 chapters (a web book printed with every page a bookmark) is read in slices.
  const slices = await Promise.all(
    idSlices(chapterIds).map((ids) =>
      db.select().from(snippets).where(inArray(snippets.chapterId, ids)).orderBy(asc(snippets.position)),
    ),
  );
  for (const row of slices.flat()) byChapter.get(row.chapterId)?.push(row);
  return byChapter;
}

/** A book's chapters as the API answers them: real snippets only when `withContent`, otherwise the placeholders. */
export async function listChapterResponses(db: Database, bookId: string, withContent: boolean): Promise<ChapterResponse[]> {
  const rows = await listChapterRows(db, bookId);
  const byChapter = withContent
    ? await snippetRowsByChapter(
        db,
        rows.map((r) => r.id),
      )
    : new Map<string, Snippet[]>();
  return rows.map((r) => ({
    chapter_id: r.id,
    chapter_title: r.title,
    position: r.position,
    chapter_snippets: withContent ? (byChapter.get(r.id) ?? []).map(serializeSnippet) : placeholderSnippets(),
  }));
}

/** The placeholders are written in English. */
export const PLACEHOLDER_LANGUAGE = "en";

/** "fr-CA" -> "fr": translations are kept per primary language subtag. */
export const primaryLanguage = (tag: string) => tag.split("-")[0]!.toLowerCase();

/**
 * One chapter's snippets as the API answers them (the caller has checked access), each with its language: in `lang`
 * when every snippet of the chapter has that translation, otherwise the original in the book's own language
 * (docs/decisions/134-snippet-languages.md).
 */
export async function listSnippetResponses(
  db: Database,
  chapter: Pick<Chapter, "id" | "bookId">,
  lang: string | undefined,
): Promise<LocalizedSnippet[]> {
  const [rows, [book]] = await Promise.all([
    snippetRowsByChapter(db, [chapter.id]).then((byChapter) => byChapter.get(chapter.id) ?? []),
    db.select({ language: books.language }).from(books).where(eq(books.bookId, chapter.bookId)).limit(1),
  ]);
  const original = book?.language || PLACEHOLDER_LANGUAGE;
  const wanted = lang ? primaryLanguage(lang) : null;
  if (wanted && wanted !== primaryLanguage(original) && rows.length) {
    const translated = await db
      .select()
      .from(snippetTranslations)
      .where(
        and(
          inArray(
            snippetTranslations.snippetId,
            rows.map((r) => r.id),
          ),
          eq(snippetTranslations.lang, wanted),
        ),
      );
    const byId = new Map(translated.map((t) => [t.snippetId, t]));
    if (rows.every((r) => byId.has(r.id)))
      return rows.map((r) => {
        const { title, html } = byId.get(r.id)!;
        return { ...serializeSnippet({ ...r, title, html }), lang: wanted };
      });
  }
  return rows.map((r) => ({ ...serializeSnippet(r), lang: original }));
}

export interface ChapterText {
  id: string;
  title: string;
  snippets: { id: string; title: string; html: string }[];
}

/** The book's text for speech: chapters in reading order, each with its snippets in order. */
export async function listChapterTexts(db: Database, bookId: string): Promise<ChapterText[]> {
  const rows = await listChapterRows(db, bookId);
  const byChapter = await snippetRowsByChapter(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    snippets: (byChapter.get(r.id) ?? []).map(({ id, title, html }) => ({ id, title, html })),
  }));
}

export async function listChapterTitles(db: Database, bookId: string): Promise<string[]> {
  const rows = await db
    .select({ title: chapters.title })
    .from(chapters)
    .where(eq(chapters.bookId, bookId))
    .orderBy(asc(chapters.position));
  return rows.map((row) => row.title);
}

export async function findChapter(db: Database, chapterId: string) {
  return db.query.chapters.findFirst({ where: eq(chapters.id, chapterId) });
}

/** The first chapter in reading order, for "play this book" without a chapter. */
export async function firstChapterId(db: Database, bookId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.bookId, bookId))
    .orderBy(asc(chapters.position))
    .limit(1);
  return row?.id ?? null;
}

export async function chapterBelongsToBook(db: Database, bookId: string, chapterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)))
    .limit(1);
  return !!row;
}
