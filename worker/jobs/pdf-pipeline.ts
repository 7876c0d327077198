import { findBookById, setCoverIfMissing, updateBook } from "../db/books";
import { listChapterRows } from "../db/chapters";
import { createDb, type Database } from "../db/client";
import { titleCover } from "../lib/generated-cover";
import { chaptersWithSnippets, replaceChapters, replaceSnippets } from "../db/pipeline";
import { markRequestNotified, pendingRequesters } from "../db/requests";
import { sendTransactionalEmail } from "../services/email";
import { extractPdf, type ExtractedPdf } from "../services/pdf";
import { getSummarizer } from "../services/summarizer";
import { cleanChapter, cleanText, hasProse, profileBook } from "../services/summarizer/clean-text";
import { summaryText } from "../services/summarizer/extractive-summary";
import { loadGrammar } from "../services/summarizer/grammar";
import { bookForSummary, summarySourceWrites } from "../db/summary-sources";
import { generateBookAudio } from "./book-audio";
import { isContents, planChapters } from "./chapter-plan";
import {
  completeStep,
  failStep,
  finishJob,
  getJob,
  LeaseLost,
  setProgress,
  startStep,
  writeAsHolder,
  type JobHolder,
} from "../db/jobs";
import { whileHolding } from "./job-lease";

/**
 * The PDF pipeline: one processing job per upload, run by the queue consumer as idempotent
 * steps. Each step's output lives in D1 (chapters, snippets, summaries) or in R2
 * (jobs/{jobId}/pages.json), so a redelivered or retried message skips finished steps and a
 * rerun step overwrites its own rows instead of adding more.
 */
export const PDF_STEPS = ["extract", "chapters", "snippets", "summaries", "audio", "finalize"] as const;
export type PdfStep = (typeof PDF_STEPS)[number];

export function pdfSteps(generateAudio: boolean): PdfStep[] {
  return PDF_STEPS.filter((s) => generateAudio || s !== "audio");
}

/** wrangler.toml max_retries (3) + the first delivery: after this attempt the message goes to the DLQ. */
export const JOB_MAX_ATTEMPTS = 4;

/** Overall progress when each step finishes. */
const STEP_PROGRESS: Record<PdfStep, number> = {
  extract: 20,
  chapters: 30,
  snippets: 55,
  summaries: 70,
  audio: 95,
  finalize: 100,
};

export function pagesKey(jobId: string): string {
  return `jobs/${jobId}/pages.json`;
}

type PagesFile = ExtractedPdf;

async function readPages(env: Env, jobId: string): Promise<PagesFile> {
  const object = await env.UPLOADS.get(pagesKey(jobId));
  if (!object) throw new Error("The extracted text is missing; rerun the extract step.");
  return (await object.json()) as PagesFile;
}

/** The book's text cleaned for summarizing (running heads, code, cross-references out; headings as structure). */
function cleanChapters(file: PagesFile, chapters: { title: string; pageStart: number | null; pageEnd: number | null }[]) {
  const profile = profileBook(file.pages, file.outline);
  // A chapter printed from the web ends mid-page, where the next bookmarked one's title is printed (even one left
  // out for having nothing to read).
  const planned = planChapters(file.pages, file.outline, [], file.sectionOutline, file.title).chapters;
  return chapters.map((c) => {
    const pageEnd = c.pageEnd ?? file.pages.length;
    // The one planned after it, which may start on its last page (two short chapters on one page).
    const at = planned.findIndex((p) => p.pageStart === c.pageStart && p.title.slice(0, 200) === c.title);
    const after = at >= 0 ? planned[at + 1] : undefined;
    const next = after && after.pageStart >= pageEnd && after.pageStart <= pageEnd + 1 ? after : undefined;
    const nextTitle = (next ?? planned.find((n) => n.pageStart === pageEnd + 1))?.title;
    return cleanChapter(
      file.pages,
      { title: c.title, pageStart: c.pageStart ?? 1, pageEnd },
      profile,
      file.sectionOutline,
      nextTitle,
    );
  });
}

interface StepContext {
  env: Env;
  db: Database;
  jobId: string;
  /** This delivery's hold on the job: every D1 write of a step goes through it (decision 063). */
  holder: JobHolder;
  bookId: string;
  sourceKey: string | null;
  chapterPlan: { title: string; pageStart: number; pageEnd: number }[];
  previousProgress: number;
}

/** A step's failure that no retry can mend (the file itself): the job fails at once with the reason, for the admin. */
export class JobRefused extends Error {}

/** Fewer letters than this in the whole PDF: it is pictures of pages (a scan) and there is nothing to summarize. */
export const MIN_TEXT_LETTERS = 100;
export const NO_TEXT_MESSAGE =
  "The PDF has no text to read (pictures of pages, such as a scan): run it through text recognition (OCR) and upload it again.";

const RUNNERS: Record<PdfStep, (ctx: StepContext) => Promise<void>> = {
  async extract({ env, db, jobId, bookId, sourceKey, holder }) {
    if (!sourceKey) throw new Error("The job has no uploaded PDF.");
    const object = await env.UPLOADS.get(sourceKey);
    if (!object) throw new Error("The uploaded PDF is missing from storage.");
    const extracted = await extractPdf(new Uint8Array(await object.arrayBuffer()));
    if (extracted.pages.join("").replace(/[^\p{L}]/gu, "").length < MIN_TEXT_LETTERS) throw new JobRefused(NO_TEXT_MESSAGE);
    await env.UPLOADS.put(pagesKey(jobId), JSON.stringify(extracted), { httpMetadata: { contentType: "application/json" } });
    await writeAsHolder(db, jobId, holder.lease, [updateBook(db, bookId, { pages: String(extracted.pageCount) })]);
  },

  async chapters({ env, db, jobId, bookId, chapterPlan, holder }) {
    const file = await readPages(env, jobId);
    const plan = planChapters(file.pages, file.outline, chapterPlan, file.sectionOutline, file.title);
    const clean = cleanChapters(file, plan.chapters);
    const all = plan.chapters.map((chapter, i) => ({ chapter, clean: clean[i]! }));
    // A title page, a part's opening page, a page of plates, the contents: nothing to read or hear. The admin's
    // ranges all stay.
    const grammar = await loadGrammar();
    const readable =
      plan.source === "ranges" ? all : all.filter((c) => hasProse(c.clean, grammar) && !isContents(c.chapter.title));
    await replaceChapters(
      db,
      bookId,
      (readable.length ? readable : all).map(({ chapter, clean }) => ({
        ...chapter,
        title: chapter.title.slice(0, 200),
        textSize: cleanText(clean).length,
      })),
      holder,
    );
  },

  async snippets({ env, db, jobId, bookId, previousProgress, holder }) {
    const file = await readPages(env, jobId);
    const summarizer = getSummarizer(env);
    const chapters = await listChapterRows(db, bookId);
    const clean = cleanChapters(file, chapters);
    // Resumes per chapter: the chapters step before this one removed every old snippet, so a chapter that has
    // snippets got them from an earlier attempt of this step. Each chapter's snippets and their sources are one batch.
    const done = await chaptersWithSnippets(db, bookId);
    for (const [i, chapter] of chapters.entries()) {
      if (!done.has(chapter.id)) {
        await replaceSnippets(db, bookId, new Map([[chapter.id, await summarizer.chapterSnippets(clean[i]!)]]), holder);
      }
      const progress = previousProgress + ((STEP_PROGRESS.snippets - previousProgress) * (i + 1)) / chapters.length;
      await setProgress(db, jobId, progress, holder.lease);
    }
  },

  async summaries({ env, db, jobId, bookId, holder }) {
    // Summaries are made from the snippets, so each sentence's sources are passages a reader can open.
    const summarizer = getSummarizer(env);
    const summary = await summarizer.summarizeBook(await bookForSummary(db, bookId));
    // One batch: the summaries and their sources are never half-written, and a rerun overwrites both.
    await writeAsHolder(db, jobId, holder.lease, [
      updateBook(db, bookId, {
        smallSummarization: summaryText(summary.short) || null,
        mediumSummarization: summaryText(summary.medium) || null,
        largeSummarization: summaryText(summary.long) || null,
        summaryModel: summarizer.name,
      }),
      ...summarySourceWrites(db, bookId, summary),
    ]);
  },

  async audio({ env, db, jobId, bookId, previousProgress, holder }) {
    // Parts stored before an interruption are kept: a resumed job synthesizes only the missing ones.
    await generateBookAudio(env, bookId, {
      holder,
      onProgress: (done, total) =>
        setProgress(
          db,
          jobId,
          previousProgress + ((STEP_PROGRESS.audio - previousProgress) * done) / Math.max(1, total),
          holder.lease,
        ),
    });
  },

  async finalize({ env, db, jobId, bookId, holder }) {
    const now = new Date();
    const book = await findBookById(db, bookId);
    await writeAsHolder(db, jobId, holder.lease, [
      updateBook(db, bookId, { summaryModel: getSummarizer(env).name, dateOfSummary: now, updatedAt: now }),
      // A book without a cover (an uploaded PDF's, usually) gets one of its title, not a grey "No Cover Available".
      ...(book ? [setCoverIfMissing(db, bookId, titleCover(book))] : []),
    ]);
    await notifyRequesters(env, db, bookId);
    await env.UPLOADS.delete(pagesKey(jobId));
  },
};

/** Emails everyone who asked for this book's summary, once each (the dedupe key and notified_at). */
export async function notifyRequesters(env: Env, db: Database, bookId: string) {
  const requests = await pendingRequesters(db, bookId);
  if (!requests.length) return;
  const book = await findBookById(db, bookId);
  const origin = env.APP_ORIGIN ?? "";
  for (const request of requests) {
    await sendTransactionalEmail(env, db, {
      to: request.email,
      subject: "Your summary is ready",
      markdown: `Good news: the summary of **${book?.title ?? "your book"}** you asked for is ready.\n\n[Read and listen to it](${origin}/book/${encodeURIComponent(bookId)})`,
      dedupeKey: `summary-ready:${bookId}:${request.email}`,
    });
    await markRequestNotified(db, request.id);
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs the job's unfinished steps in order, while this delivery holds the job (a duplicate delivery, or one the sweep
 * replaced, writes nothing). A failing step is recorded (final on the last attempt) and rethrown so the queue retries
 * the message with backoff; a refused one (`JobRefused`) fails the job at once.
 */
export async function runPdfJob(env: Env, jobId: string, attempts = 1): Promise<void> {
  const db = createDb(env.DB);
  await whileHolding(db, jobId, async (holder) => {
    // Read once held: another delivery may have finished steps until then.
    const job = await getJob(db, jobId);
    if (!job || job.kind !== "pdf") return;
    let progress = 0;
    for (const row of job.steps) {
      const step = row.step as PdfStep;
      if (row.status === "done") {
        progress = STEP_PROGRESS[step] ?? progress;
        continue;
      }
      const runner = RUNNERS[step];
      if (!runner) throw new Error(`Unknown step ${row.step}`);
      await startStep(db, jobId, step, holder.lease);
      try {
        await runner({
          env,
          db,
          jobId,
          holder,
          bookId: job.bookId,
          sourceKey: job.sourceKey,
          chapterPlan: job.chapterPlan,
          previousProgress: progress,
        });
      } catch (err) {
        if (err instanceof LeaseLost) throw err;
        const refused = err instanceof JobRefused;
        await failStep(db, jobId, step, errorMessage(err), refused || attempts >= JOB_MAX_ATTEMPTS, holder.lease);
        if (refused) return; // failed for good: the message is done, no retry
        throw err;
      }
      progress = STEP_PROGRESS[step];
      await completeStep(db, jobId, step, progress, holder.lease);
    }
    await finishJob(db, jobId, holder.lease);
  });
}

/** After the last retry the queue moves the message to the DLQ: the job is marked failed with its last error. */
export async function markJobDeadLettered(env: Env, jobId: string) {
  const db = createDb(env.DB);
  const job = await getJob(db, jobId);
  if (!job || job.status === "done" || job.status === "failed") return;
  const stuck = job.steps.find((s) => s.status !== "done");
  const step = stuck?.step ?? job.currentStep ?? "finalize";
  const reason = stuck?.error ?? job.error ?? "The job failed too many times.";
  await failStep(db, jobId, step, reason, true);
}
