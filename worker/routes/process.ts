import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { findBookById } from "../db/books";
import { listJobs } from "../db/pipeline";
import type { AppEnv } from "../env";
import { pdfSteps } from "../jobs/pdf-pipeline";
import { createJob, getJob, resetForRetry } from "../db/jobs";
import { ApiError } from "../lib/errors";
import { pdfMaxBytes, pdfMaxPages } from "../lib/pdf-limits";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { jobMessage } from "../queue/messages";
import { changesLibrary } from "../middleware/library-change";
import { inspectPdf } from "../services/pdf";
import { nameAfterDocument } from "../lib/document-title";

function tooLarge(env: Env) {
  return new ApiError("PDF_TOO_LARGE", `PDFs are limited to ${Math.round(pdfMaxBytes(env) / (1024 * 1024))} MB.`);
}

/** Refuses non-multipart bodies; the size limit is enforced before this, by path (middleware/body-limits.ts). */
const uploadGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the PDF as multipart/form-data.");
  await next();
});

const chapterRange = z
  .object({
    title: z.string().trim().min(1).max(200),
    pageStart: z.number().int().min(1).max(100_000),
    pageEnd: z.number().int().min(1).max(100_000),
  })
  .strict()
  .refine((c) => c.pageEnd >= c.pageStart, { message: "pageEnd must not be before pageStart" });

const chapterPlanSchema = z.array(chapterRange).max(500);

const uploadForm = z
  .object({
    bookId: z.string().trim().min(1).max(200),
    chapters: z.string().max(200_000).optional(),
    pdfBlob: z.instanceof(File, { message: "attach the PDF as pdfBlob" }),
    generateAudio: z.enum(["true", "false"]).optional(),
  })
  .strict();

const jobIdParam = z.object({ jobId: z.string().uuid() }).strict();

const jobListQuery = z
  .object({
    bookId: z.string().min(1).max(200).optional(),
    mine: z.enum(["true", "false"]).optional(),
    sinceHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

function parseChapterPlan(raw: string | undefined) {
  const text = raw?.trim() ?? "";
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError("VALIDATION_FAILED", "chapters: not valid JSON");
  }
  const result = chapterPlanSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError(
      "VALIDATION_FAILED",
      `chapters${issue?.path.length ? `.${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}`,
    );
  }
  return result.data;
}

type JobWithSteps = NonNullable<Awaited<ReturnType<typeof getJob>>> & { bookTitle?: string | null };

export function serializeJob(job: JobWithSteps) {
  return {
    jobId: job.id,
    bookId: job.bookId,
    bookTitle: job.bookTitle ?? null,
    kind: job.kind,
    status: job.status,
    currentStep: job.currentStep,
    progress: job.progress,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
    interruptions: job.interruptions,
    interruptedAt: job.interruptedAt ? job.interruptedAt.toISOString() : null,
    interruptedStep: job.interruptedStep,
    steps: job.steps.map((s) => ({ step: s.step, status: s.status, attempts: s.attempts, error: s.error })),
  };
}

export const processRoutes = new Hono<AppEnv>()
  .use("*", requireRole("admin"))
  // Queuing a job changes a book's "audio on the way", part of its cached answer (decision 031).
  .post("/book-chapters", uploadGate, changesLibrary, validate("form", uploadForm), async (c) => {
    const form = c.req.valid("form");
    const file = form.pdfBlob;
    if (file.size > pdfMaxBytes(c.env)) throw tooLarge(c.env);
    if (file.size === 0) throw new ApiError("INVALID_PDF", "The PDF is empty.");
    const chapterPlan = parseChapterPlan(form.chapters);
    const book = await findBookById(c.var.db, form.bookId);
    if (!book) throw new ApiError("NOT_FOUND", `No book with id ${form.bookId}.`);

    const bytes = new Uint8Array(await file.arrayBuffer());
    const { pageCount, title, authors } = await inspectPdf(bytes, { maxPages: pdfMaxPages(c.env) });
    await nameAfterDocument(c.var.db, book, file.name, { title, authors });
    const beyond = chapterPlan.findIndex((ch) => ch.pageEnd > pageCount);
    if (beyond >= 0) throw new ApiError("VALIDATION_FAILED", `chapters.${beyond}.pageEnd: the PDF has only ${pageCount} pages`);

    // Stored before the job row exists, so a job never points at a missing upload.
    const sourceKey = `uploads/${crypto.randomUUID()}.pdf`;
    await c.env.UPLOADS.put(sourceKey, bytes, { httpMetadata: { contentType: "application/pdf" } });
    let jobId: string;
    try {
      jobId = await createJob(c.var.db, {
        bookId: book.bookId,
        kind: "pdf",
        steps: pdfSteps(form.generateAudio !== "false"),
        createdBy: c.var.user.id,
        sourceKey,
        chapterPlan,
      });
    } catch (err) {
      await c.env.UPLOADS.delete(sourceKey);
      throw err;
    }
    await c.env.JOBS.send({ type: "process-pdf", jobId });
    return c.json({ jobId, bookId: book.bookId, pageCount }, 202);
  })
  .get("/jobs", validate("query", jobListQuery), async (c) => {
    const q = c.req.valid("query");
    const jobs = await listJobs(c.var.db, {
      bookId: q.bookId,
      createdBy: q.mine === "true" ? c.var.user.id : undefined,
      since: q.sinceHours ? new Date(Date.now() - q.sinceHours * 3_600_000) : undefined,
      limit: q.limit,
    });
    return c.json({ jobs: jobs.map(serializeJob) });
  })
  .get("/jobs/:jobId", validate("param", jobIdParam), async (c) => {
    const { jobId } = c.req.valid("param");
    const job = await getJob(c.var.db, jobId);
    if (!job) throw new ApiError("NOT_FOUND", `No job with id ${jobId}.`);
    return c.json(serializeJob(job));
  })
  .post("/jobs/:jobId/retry", changesLibrary, validate("param", jobIdParam), async (c) => {
    const { jobId } = c.req.valid("param");
    const job = await getJob(c.var.db, jobId);
    if (!job) throw new ApiError("NOT_FOUND", `No job with id ${jobId}.`);
    if (job.status !== "failed") throw new ApiError("CONFLICT", "Only a failed job can be retried.");
    await resetForRetry(c.var.db, jobId);
    await c.env.JOBS.send(jobMessage(job));
    const updated = await getJob(c.var.db, jobId);
    return c.json(serializeJob(updated!));
  });
