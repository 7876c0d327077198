import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { replaceChapters } from "../../worker/db/pipeline";
import { claimJob, completeStep, getJob, JOB_STALE_AFTER_MS, LeaseLost, startStep, writeAsHolder } from "../../worker/db/jobs";
import { chapters, processingJobs, snippets } from "../../worker/db/schema";
import { pagesKey, pdfSteps } from "../../worker/jobs/pdf-pipeline";
import { sweepAbandonedJobs } from "../../worker/jobs/sweep";
import type { JobMessage } from "../../worker/queue/messages";
import { extractPdf } from "../../worker/services/pdf";
import { chapterPages, makePdf, OUTLINE } from "../support/pdf-fixtures";
import { createBook, db, signedIn } from "./support/factories";
import { call, json } from "./support/http";
import { createPdfJob, deliver } from "./support/pipeline";

/** The sweep with a queue that only records what it is sent (the real one would run the job at once). */
async function sweep(now = new Date()) {
  const sent: JobMessage[] = [];
  const recording = { ...env, JOBS: { send: async (m: JobMessage) => void sent.push(m) } } as unknown as Env;
  const requeued = await sweepAbandonedJobs(recording, now);
  return { requeued, sent };
}

/** Makes the job's last sign of life `ms` old. */
async function silentFor(jobId: string, ms: number) {
  await db()
    .update(processingJobs)
    .set({ heartbeatAt: new Date(Date.now() - ms) })
    .where(eq(processingJobs.id, jobId));
}

async function newPdfJob(pdf?: Uint8Array) {
  const { user } = await signedIn("admin");
  const book = await createBook();
  const sourceKey = `uploads/${crypto.randomUUID()}.pdf`;
  if (pdf) await env.UPLOADS.put(sourceKey, pdf);
  const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });
  return { jobId, bookId: book.bookId };
}

/** A delivery that started the step and died (SIGKILL, an evicted consumer): it never beats or writes again. */
async function dieDuring(jobId: string, step: string) {
  const lease = await claimJob(db(), jobId);
  expect(lease).not.toBeNull();
  await startStep(db(), jobId, step, lease!);
  return lease!;
}

describe("the sweep of abandoned jobs", { timeout: 60_000 }, () => {
  it("queues again a running job whose heartbeat stopped, and notes the interruption", async () => {
    const { jobId, bookId } = await newPdfJob();
    await dieDuring(jobId, "extract");
    await silentFor(jobId, JOB_STALE_AFTER_MS + 1_000);

    const { requeued, sent } = await sweep();
    expect(requeued).toContain(jobId);
    expect(sent.filter((m) => m.type === "process-pdf" && m.jobId === jobId)).toHaveLength(1);
    const job = await getJob(db(), jobId);
    expect(job).toMatchObject({ status: "running", lease: null, interruptions: 1, interruptedStep: "extract" });
    expect(job!.heartbeatAt!.getTime()).toBeGreaterThan(Date.now() - 5_000);

    // The admin's job answer says so.
    const { token } = await signedIn("admin");
    const answer = await json(await call(`/api/v1/process/jobs/${jobId}`, { token }));
    expect(answer).toMatchObject({ bookId, interruptions: 1, interruptedStep: "extract" });
    expect(Date.parse(answer.interruptedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Its heartbeat starts again: the next sweep leaves it alone.
    expect((await sweep()).requeued).not.toContain(jobId);
  });

  it("leaves alone a running job that beat recently, and jobs that are done or failed", async () => {
    const running = await newPdfJob();
    await dieDuring(running.jobId, "extract");
    await silentFor(running.jobId, JOB_STALE_AFTER_MS - 10_000);
    const finished = await newPdfJob();
    await db().update(processingJobs).set({ status: "done" }).where(eq(processingJobs.id, finished.jobId));
    await silentFor(finished.jobId, 10 * JOB_STALE_AFTER_MS);

    const { requeued } = await sweep();
    expect(requeued).not.toContain(running.jobId);
    expect(requeued).not.toContain(finished.jobId);
    expect((await getJob(db(), running.jobId))!.interruptions).toBe(0);
  });

  it("queues a stale queued job (its message was lost) only when no job is being worked on", async () => {
    const waiting = await newPdfJob();
    await silentFor(waiting.jobId, JOB_STALE_AFTER_MS + 1_000);
    const working = await newPdfJob();
    await dieDuring(working.jobId, "extract"); // beating: a consumer is at work, the queued one waits its turn

    expect((await sweep()).requeued).not.toContain(waiting.jobId);

    // A minute on, the worker's heartbeat has stopped too (other tests' jobs in this file as well): nobody is at work.
    const { requeued } = await sweep(new Date(Date.now() + 2 * JOB_STALE_AFTER_MS));
    expect(requeued).toContain(working.jobId);
    expect(requeued).toContain(waiting.jobId);
    expect((await getJob(db(), waiting.jobId))!.interruptions).toBe(1);
  });

  it("a delivery the sweep replaced writes nothing more: its batches fail whole", async () => {
    const { jobId, bookId } = await newPdfJob();
    const dead = await dieDuring(jobId, "chapters");
    await silentFor(jobId, JOB_STALE_AFTER_MS + 1_000);
    await sweep();
    const successor = await claimJob(db(), jobId);
    expect(successor).not.toBeNull();
    const holder = { jobId, lease: successor! };
    await replaceChapters(db(), bookId, [{ title: "Kept", pageStart: 1, pageEnd: 2, textSize: 10 }], holder);

    // The old delivery wakes up: neither its chapters nor its progress land, and it learns it lost the job.
    await expect(
      replaceChapters(db(), bookId, [{ title: "Stale", pageStart: 1, pageEnd: 1, textSize: 1 }], { jobId, lease: dead }),
    ).rejects.toBeInstanceOf(LeaseLost);
    await expect(completeStep(db(), jobId, "chapters", 30, dead)).rejects.toBeInstanceOf(LeaseLost);
    const rows = await db().select().from(chapters).where(eq(chapters.bookId, bookId));
    expect(rows.map((r) => r.title)).toEqual(["Kept"]);
    expect((await getJob(db(), jobId))!.steps.find((s) => s.step === "chapters")!.status).toBe("running");
    // A batch of the holder still writes.
    await writeAsHolder(db(), jobId, successor!, []);
  });

  it("a message delivered twice at once runs the job once: one copy of each chapter and snippet", async () => {
    const pdf = await makePdf(chapterPages(), { outline: OUTLINE });
    const { jobId, bookId } = await newPdfJob(pdf);

    const [first, second] = await Promise.all([deliver({ type: "process-pdf", jobId }), deliver({ type: "process-pdf", jobId })]);
    expect([first.acked, second.acked]).toEqual([true, true]);

    const job = await getJob(db(), jobId);
    expect(job!.status).toBe("done");
    // Each step ran once: the second delivery found the job held and wrote nothing.
    expect(job!.steps.map((s) => [s.step, s.attempts])).toEqual(pdfSteps(false).map((s) => [s, 1]));
    const rows = await db().select().from(chapters).where(eq(chapters.bookId, bookId));
    expect(rows.map((r) => r.position).sort()).toEqual(OUTLINE.map((_, i) => i));
    const snippetRows = await db()
      .select()
      .from(snippets)
      .where(
        inArray(
          snippets.chapterId,
          rows.map((r) => r.id),
        ),
      );
    for (const chapter of rows) {
      const positions = snippetRows.filter((s) => s.chapterId === chapter.id).map((s) => s.position);
      expect(positions.sort()).toEqual(positions.map((_, i) => i));
    }
  });

  it("a job queued again resumes from its first unfinished step", async () => {
    const pdf = await makePdf(chapterPages(), { outline: OUTLINE });
    const { jobId, bookId } = await newPdfJob(pdf);
    // The extract step finished before the crash; chapters was under way.
    await env.UPLOADS.put(pagesKey(jobId), JSON.stringify(await extractPdf(pdf)));
    await completeStep(db(), jobId, "extract", 20);
    await dieDuring(jobId, "chapters");
    await silentFor(jobId, JOB_STALE_AFTER_MS + 1_000);

    const { sent } = await sweep();
    const message = sent.find((m) => m.type === "process-pdf" && m.jobId === jobId)!;
    expect((await deliver(message)).acked).toBe(true);

    const job = await getJob(db(), jobId);
    expect(job).toMatchObject({ status: "done", progress: 100, interruptions: 1, interruptedStep: "chapters", lease: null });
    const attempts = Object.fromEntries(job!.steps.map((s) => [s.step, s.attempts]));
    expect(attempts).toMatchObject({ extract: 0, chapters: 2, snippets: 1, summaries: 1, finalize: 1 });
    const rows = await db().select().from(chapters).where(eq(chapters.bookId, bookId));
    expect(rows).toHaveLength(OUTLINE.length);
  });
});
