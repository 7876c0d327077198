import { findBookById, updateBook } from "../db/books";
import { listChapterRows } from "../db/chapters";
import { createDb, type Database } from "../db/client";
import { replaceChapters, replaceSnippets } from "../db/pipeline";
import { markRequestNotified, pendingRequesters } from "../db/requests";
import { sendTransactionalEmail } from "../services/email";
import { extractPdf, type ExtractedPdf } from "../services/pdf";
import { getSummarizer } from "../services/summarizer";
import { generateBookAudio } from "./book-audio";
import { chapterText, planChapters } from "./chapter-plan";
import { completeStep, failStep, finishJob, getJob, setProgress, startStep } from "../db/jobs";

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

interface StepContext {
  env: Env;
  db: Database;
  jobId: string;
  bookId: string;
  sourceKey: string | null;
  chapterPlan: { title: string; pageStart: number; pageEnd: number }[];
  previousProgress: number;
}

const RUNNERS: Record<PdfStep, (ctx: StepContext) => Promise<void>> = {
  async extract({ env, db, jobId, bookId, sourceKey }) {
    if (!sourceKey) throw new Error("The job has no uploaded PDF.");
    const object = await env.UPLOADS.get(sourceKey);
    if (!object) throw new Error("The uploaded PDF is missing from storage.");
    const extracted = await extractPdf(new Uint8Array(await object.arrayBuffer()));
    await env.UPLOADS.put(pagesKey(jobId), JSON.stringify(extracted), { httpMetadata: { contentType: "application/json" } });
    await updateBook(db, bookId, { pages: String(extracted.pageCount) });
  },

  async chapters({ env, db, jobId, bookId, chapterPlan }) {
    const { pages, outline } = await readPages(env, jobId);
    const { chapters } = planChapters(pages, outline, chapterPlan);
    await replaceChapters(
      db,
      bookId,
      chapters.map((c) => ({ ...c, title: c.title.slice(0, 200), textSize: chapterText(pages, c).length })),
    );
  },

  async snippets({ env, db, jobId, bookId, previousProgress }) {
    const { pages } = await readPages(env, jobId);
    const summarizer = getSummarizer(env);
    const chapters = await listChapterRows(db, bookId);
    const byChapter = new Map<string, { title: string; html: string }[]>();
    for (const [i, chapter] of chapters.entries()) {
      byChapter.set(chapter.id, await summarizer.chapterSnippets(chapter.title, chapterText(pages, chapter)));
      await setProgress(db, jobId, previousProgress + ((STEP_PROGRESS.snippets - previousProgress) * (i + 1)) / chapters.length);
    }
    await replaceSnippets(db, bookId, byChapter);
  },

  async summaries({ env, db, jobId, bookId }) {
    const { pages } = await readPages(env, jobId);
    const summarizer = getSummarizer(env);
    const chapters = await listChapterRows(db, bookId);
    const text = chapters.length ? chapters.map((c) => chapterText(pages, c)).join("\n\n") : pages.join("\n\n");
    const summary = await summarizer.summarizeBook(text);
    await updateBook(db, bookId, {
      smallSummarization: summary.short,
      mediumSummarization: summary.medium,
      largeSummarization: summary.long,
      summaryModel: summarizer.name,
    });
  },

  async audio({ env, db, jobId, bookId, previousProgress }) {
    await generateBookAudio(env, bookId, {
      onProgress: (done, total) =>
        setProgress(db, jobId, previousProgress + ((STEP_PROGRESS.audio - previousProgress) * done) / Math.max(1, total)),
    });
  },

  async finalize({ env, db, jobId, bookId }) {
    const now = new Date();
    await updateBook(db, bookId, { summaryModel: getSummarizer(env).name, dateOfSummary: now, updatedAt: now });
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
 * Runs the job's unfinished steps in order. A failing step is recorded (final on the last
 * attempt) and rethrown so the queue retries the message with backoff.
 */
export async function runPdfJob(env: Env, jobId: string, attempts = 1): Promise<void> {
  const db = createDb(env.DB);
  const job = await getJob(db, jobId);
  // Gone (book deleted), finished, or given up on: a late redelivery has nothing to do.
  if (!job || job.kind !== "pdf" || job.status === "done" || job.status === "failed") return;
  let progress = 0;
  for (const row of job.steps) {
    const step = row.step as PdfStep;
    if (row.status === "done") {
      progress = STEP_PROGRESS[step] ?? progress;
      continue;
    }
    const runner = RUNNERS[step];
    if (!runner) throw new Error(`Unknown step ${row.step}`);
    await startStep(db, jobId, step);
    try {
      await runner({
        env,
        db,
        jobId,
        bookId: job.bookId,
        sourceKey: job.sourceKey,
        chapterPlan: job.chapterPlan,
        previousProgress: progress,
      });
    } catch (err) {
      await failStep(db, jobId, step, errorMessage(err), attempts >= JOB_MAX_ATTEMPTS);
      throw err;
    }
    progress = STEP_PROGRESS[step];
    await completeStep(db, jobId, step, progress);
  }
  await finishJob(db, jobId);
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
