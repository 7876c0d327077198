import { describe, expect, it } from "vitest";
import type { ChapterWithSnippets } from "../../shared/contract";
import { makePdf } from "../support/pdf-fixtures";
import { createBook, signedIn } from "./support/factories";
import { call, json } from "./support/http";
import { createPdfJob, upload, uploadForm, waitForJob } from "./support/pipeline";

/**
 * D1 binds at most 100 parameters a statement. A web book printed with every page a bookmark (the Rust book: 110
 * chapters) failed its summaries step with "Failed query: ... in (?, ?, ... 110 times)"; a title search with more
 * than 100 hits and a long job list did the same. Each reads its ids in slices.
 */
describe("lists longer than a statement binds", { timeout: 120_000 }, () => {
  it("processes a book of 110 chapters and answers them all to a premium reader", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({ title: "Many Chapters", coverImageBase64: null });
    const topics = ["rivers", "mountains", "forests", "deserts", "oceans", "islands", "valleys", "glaciers", "plains", "caves"];
    const pages = Array.from({ length: 110 }, (_, i) => {
      const topic = topics[i % topics.length]!;
      return {
        heading: `Part ${i + 1}`,
        paragraphs: [
          `The ${topic} of the northern country change slowly over many centuries of weather and water. Travellers who come to the ${topic} in spring find them full of birds and quiet streams.`,
          `Every map of the ${topic} drawn before the survey of ${1800 + i} shows a different shape for the same ground. The surveyors walked the ${topic} for three summers and wrote down what they saw.`,
        ],
      };
    });
    const pdf = await makePdf(pages, { outline: pages.map((p, i) => ({ title: p.heading, page: i + 1 })) });
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, generateAudio: false }));
    expect(res.status).toBe(202);
    const job = await waitForJob((await json(res)).jobId, 100_000);
    expect([job.status, job.error]).toEqual(["done", null]);

    const reader = await signedIn("premium");
    const chapters = await json<ChapterWithSnippets[]>(
      await call("/api/v1/chapter/get-chapters", { token: reader.token, body: { bookId: book.bookId, email: "x@y.z" } }),
    );
    expect(chapters).toHaveLength(110);
    expect(chapters.every((c) => c.chapter_snippets.length > 0 && !c.chapter_snippets[0]!.is_placeholder)).toBe(true);
  });

  it("finds every book of a title shared by more than 100 books, and lists more than 100 jobs", async () => {
    const title = `Common Title ${crypto.randomUUID().slice(0, 8)}`;
    await Promise.all(Array.from({ length: 101 }, () => createBook({ title })));
    const found = await json<unknown[]>(await call(`/api/v1/library/book-by-title/${encodeURIComponent(title)}`));
    expect(found).toHaveLength(101);

    const { user, token } = await signedIn("admin");
    const book = await createBook();
    await Promise.all(Array.from({ length: 101 }, () => createPdfJob({ bookId: book.bookId, createdBy: user.id })));
    const listed = await call(`/api/v1/process/jobs?bookId=${encodeURIComponent(book.bookId)}&limit=150`, { token });
    expect(listed.status).toBe(200);
    const { jobs } = await json<{ jobs: { steps: unknown[] }[] }>(listed);
    expect(jobs).toHaveLength(101);
    expect(jobs.every((j) => j.steps.length > 0)).toBe(true);
  });
});
