import { idSlices } from "./bound-ids";
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { chapterBackedSentences, type SnippetSentenceDraft } from "../services/summarizer/snippet-sources";
import { updateBook } from "./books";
import type { Database } from "./client";
import { writeAsHolder, type JobHolder } from "./jobs";
import { audioObjects, books, chapters, jobSteps, processingJobs, snippetSources, snippets } from "./schema";
import { snippetPlainText } from "./summary-sources";

/** Chapter ids are derived from the book and position, so a rerun rewrites the same rows. */
export function chapterIdFor(bookId: string, position: number): string {
  return `${bookId}-p${position + 1}`;
}

export function snippetIdFor(chapterId: string, position: number): string {
  return `${chapterId}-s${position + 1}`;
}

export interface ChapterRow {
  title: string;
  pageStart: number;
  pageEnd: number;
  textSize: number;
}

/**
 * Replaces every chapter of a book in one batch. Old snippets go with them (cascade), and so
 * does the book's audio index: it was read from the old text and must be regenerated. With `holder`, only while that
 * delivery still holds its job: a delivery the sweep gave up on must not wipe what its successor made.
 */
export async function replaceChapters(db: Database, bookId: string, rows: ChapterRow[], holder?: JobHolder) {
  await writeAsHolder(db, holder?.jobId ?? "", holder?.lease, [
    db.delete(chapters).where(eq(chapters.bookId, bookId)),
    db.delete(audioObjects).where(eq(audioObjects.bookId, bookId)),
    updateBook(db, bookId, {
      audio: false,
      audioSource: null,
      fullAudio: false,
      fullAudioSource: null,
      chapterDuration: {},
    }),
    ...rows.map((row, position) => db.insert(chapters).values({ id: chapterIdFor(bookId, position), bookId, position, ...row })),
  ]);
}

export interface SnippetWrite {
  title: string;
  html: string;
  /** The summarizer's sentences with their chapter passages; without them the snippet is served as its own source. */
  sentences?: SnippetSentenceDraft[];
}

/**
 * Replaces the snippets of the given chapters, and their sentences' sources, in one batch (the old sources go
 * with the old snippets); with `holder`, only while that delivery still holds its job.
 */
export async function replaceSnippets(db: Database, bookId: string, byChapter: Map<string, SnippetWrite[]>, holder?: JobHolder) {
  const chapterIds = [...byChapter.keys()];
  if (!chapterIds.length) return;
  const inserts = chapterIds.flatMap((chapterId) =>
    (byChapter.get(chapterId) ?? []).flatMap((s, position) => {
      const snippetId = snippetIdFor(chapterId, position);
      const sentences = s.sentences && chapterBackedSentences(snippetPlainText(s.html), s.sentences, { chapterId, snippetId });
      return [
        db.insert(snippets).values({ id: snippetId, chapterId, position, title: s.title, html: s.html }),
        ...(sentences ? [db.insert(snippetSources).values({ snippetId, sentences })] : []),
      ];
    }),
  );
  await writeAsHolder(db, holder?.jobId ?? "", holder?.lease, [
    ...idSlices(chapterIds).map((ids) => db.delete(snippets).where(inArray(snippets.chapterId, ids))),
    ...inserts,
    updateBook(db, bookId),
  ]);
}

/** The book's chapters that have snippets. */
export async function chaptersWithSnippets(db: Database, bookId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ chapterId: snippets.chapterId })
    .from(snippets)
    .innerJoin(chapters, eq(chapters.id, snippets.chapterId))
    .where(eq(chapters.bookId, bookId));
  return new Set(rows.map((r) => r.chapterId));
}

export interface JobListFilter {
  bookId?: string;
  createdBy?: string;
  since?: Date;
  limit: number;
}

/** Jobs newest first, each with its steps and its book's title. */
export async function listJobs(db: Database, filter: JobListFilter) {
  const jobs = await db
    .select({ job: processingJobs, bookTitle: books.title })
    .from(processingJobs)
    .leftJoin(books, eq(books.bookId, processingJobs.bookId))
    .where(
      and(
        filter.bookId ? eq(processingJobs.bookId, filter.bookId) : undefined,
        filter.createdBy ? eq(processingJobs.createdBy, filter.createdBy) : undefined,
        filter.since ? gte(processingJobs.createdAt, filter.since) : undefined,
      ),
    )
    .orderBy(desc(processingJobs.createdAt), desc(processingJobs.id))
    .limit(filter.limit);
  if (!jobs.length) return [];
  const steps = (
    await Promise.all(
      idSlices(jobs.map((j) => j.job.id)).map((ids) =>
        db.select().from(jobSteps).where(inArray(jobSteps.jobId, ids)).orderBy(asc(jobSteps.position)),
      ),
    )
  ).flat();
  return jobs.map(({ job, bookTitle }) => ({ ...job, bookTitle, steps: steps.filter((s) => s.jobId === job.id) }));
}

/** True while a job that ends with the book's audio (an audio job, or a PDF job, whose last steps make it) is queued or running. */
export async function hasAudioOnTheWay(db: Database, bookId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(and(eq(processingJobs.bookId, bookId), inArray(processingJobs.status, ["queued", "running"])))
    .limit(1);
  return !!row;
}
