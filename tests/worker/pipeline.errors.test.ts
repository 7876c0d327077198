import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chapters, processingJobs } from "../../worker/db/schema";
import { getJob } from "../../worker/jobs/progress";
import { JOB_MAX_ATTEMPTS, NO_TEXT_MESSAGE } from "../../worker/jobs/pdf-pipeline";
import { chapterPages, makePdf, OUTLINE } from "../support/pdf-fixtures";
import { createBook, db, signedIn, uniqueId } from "./support/factories";
import { call, errorCode, json } from "./support/http";
import { createPdfJob, deliver, upload, uploadForm } from "./support/pipeline";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function jobCount(bookId: string) {
  return (await db().select().from(processingJobs).where(eq(processingJobs.bookId, bookId))).length;
}

describe("PDF upload validation", { timeout: 60_000 }, () => {
  it("refuses a file that is not a PDF, whatever its name and type say", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf: PNG, type: "application/pdf" }));
    expect(res.status).toBe(415);
    expect(await errorCode(res)).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(await jobCount(book.bookId)).toBe(0);
  });

  it("refuses a damaged PDF with INVALID_PDF", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const junk = new TextEncoder().encode(`%PDF-1.7\n${"this is not a pdf body ".repeat(40)}\n%%EOF`);
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf: junk }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("INVALID_PDF");
    expect(await jobCount(book.bookId)).toBe(0);
  });

  it("refuses an encrypted PDF with PDF_ENCRYPTED", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const pdf = await makePdf(chapterPages(), { encrypt: true });
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("PDF_ENCRYPTED");
  });

  it("refuses an upload whose declared size is over the limit before reading it", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const boundary = "----chapterly-test";
    const res = await call("/api/v1/process/book-chapters", {
      method: "POST",
      token,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(60 * 1024 * 1024) },
      rawBody: `--${boundary}\r\nContent-Disposition: form-data; name="bookId"\r\n\r\n${book.bookId}\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe("PDF_TOO_LARGE");
  });

  it("refuses a body that is not multipart, and a form without the PDF", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const asJson = await call("/api/v1/process/book-chapters", { token, body: { bookId: book.bookId } });
    expect(asJson.status).toBe(415);
    expect(await errorCode(asJson)).toBe("UNSUPPORTED_MEDIA_TYPE");
    const noFile = await upload(token, uploadForm({ bookId: book.bookId }));
    expect(noFile.status).toBe(400);
    expect(await errorCode(noFile)).toBe("VALIDATION_FAILED");
  });

  it("refuses chapter ranges that are malformed or beyond the last page", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const pdf = await makePdf(chapterPages());
    for (const chapters of [
      "not json",
      JSON.stringify([{ title: "Backwards", pageStart: 4, pageEnd: 2 }]),
      JSON.stringify([{ title: "Too far", pageStart: 1, pageEnd: 7 }]),
      JSON.stringify([{ title: "", pageStart: 1, pageEnd: 2 }]),
    ]) {
      const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, chapters }));
      expect(res.status, chapters).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
    expect(await jobCount(book.bookId)).toBe(0);
  });

  it("answers 404 for an unknown book", async () => {
    const { token } = await signedIn("admin");
    const res = await upload(token, uploadForm({ bookId: uniqueId("missing"), pdf: await makePdf(chapterPages()) }));
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("NOT_FOUND");
  });
});

describe("PDF job failures", { timeout: 60_000 }, () => {
  it("a failing step retries with backoff, fails the job on its last attempt, and can be retried from that step", async () => {
    const { user, token } = await signedIn("admin");
    const book = await createBook();
    const sourceKey = `uploads/${uniqueId("test")}.pdf`;
    // The upload is missing from storage: the extract step fails.
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });

    const first = await deliver({ type: "process-pdf", jobId }, 1);
    expect(first.acked).toBe(false);
    expect(first.retried?.delaySeconds).toBeGreaterThan(0);
    let job = await getJob(db(), jobId);
    expect(job!.status).toBe("queued");
    expect(job!.steps[0]).toMatchObject({ step: "extract", status: "queued", attempts: 1 });
    expect(job!.steps[0]!.error).toMatch(/missing/);

    const last = await deliver({ type: "process-pdf", jobId }, JOB_MAX_ATTEMPTS);
    expect(last.retried).not.toBeNull();
    job = await getJob(db(), jobId);
    expect(job!.status).toBe("failed");
    expect(job!.error).toMatch(/^extract: .*missing/);
    expect(job!.steps[0]).toMatchObject({ status: "failed", attempts: 2 });

    // The status route shows the step-level error to the admin UI.
    const status = await json(await call(`/api/v1/process/jobs/${jobId}`, { token }));
    expect(status).toMatchObject({ jobId, status: "failed", bookId: book.bookId });
    expect(status.steps[0]).toMatchObject({ step: "extract", status: "failed" });

    // Fix the cause, retry from the failed step; the queue runs it to the end.
    await env.UPLOADS.put(sourceKey, await makePdf(chapterPages(), { outline: OUTLINE }));
    const retry = await call(`/api/v1/process/jobs/${jobId}/retry`, { method: "POST", token });
    expect(retry.status).toBe(200);
    expect((await json(retry)).status).toBe("queued");
    const again = await call(`/api/v1/process/jobs/${jobId}/retry`, { method: "POST", token });
    expect(await errorCode(again)).toBe("CONFLICT");
    await deliver({ type: "process-pdf", jobId }, 1);
    job = await getJob(db(), jobId);
    expect(job!.status).toBe("done");
    expect((await db().select().from(chapters).where(eq(chapters.bookId, book.bookId))).length).toBe(3);
  });

  it("fails a PDF without text (a scan) at once, saying why, and makes no chapters", async () => {
    const { user, token } = await signedIn("admin");
    const book = await createBook();
    const sourceKey = `uploads/${uniqueId("scan")}.pdf`;
    // Pages with nothing but empty paragraphs: a scan's pages carry pictures, no text.
    await env.UPLOADS.put(sourceKey, await makePdf([{ paragraphs: [] }, { paragraphs: [] }, { paragraphs: [] }]));
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });

    const delivered = await deliver({ type: "process-pdf", jobId }, 1);
    expect(delivered).toEqual({ acked: true, retried: null });
    const job = await getJob(db(), jobId);
    expect(job!.status).toBe("failed");
    expect(job!.error).toBe(`extract: ${NO_TEXT_MESSAGE}`);
    expect(job!.steps[0]).toMatchObject({ step: "extract", status: "failed", attempts: 1 });
    expect((await db().select().from(chapters).where(eq(chapters.bookId, book.bookId))).length).toBe(0);
    const status = await json(await call(`/api/v1/process/jobs/${jobId}`, { token }));
    expect(status.steps[0]).toMatchObject({ step: "extract", status: "failed", error: NO_TEXT_MESSAGE });
  });

  it("a message that reaches the dead-letter queue marks its job failed with the reason", async () => {
    const { user } = await signedIn("admin");
    const book = await createBook();
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey: `uploads/${uniqueId("gone")}.pdf` });
    await deliver({ type: "process-pdf", jobId }, 1);
    const dead = await deliver({ type: "process-pdf", jobId }, 1, "chapterly-jobs-dlq");
    expect(dead.acked).toBe(true);
    const job = await getJob(db(), jobId);
    expect(job!.status).toBe("failed");
    expect(job!.error).toMatch(/extract: .*missing/);
    expect(job!.finishedAt).toBeInstanceOf(Date);
  });
});
