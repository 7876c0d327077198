import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { books, chapters, snippets, summarizationRequests } from "../../worker/db/schema";
import { pdfSteps } from "../../worker/jobs/pdf-pipeline";
import { titleCover } from "../../worker/lib/generated-cover";
import { chapterPages, CHAPTERS, makePdf, OUTLINE } from "../support/pdf-fixtures";
import type { AdminChapters } from "../../shared/contract";
import { createBook, db, signedIn, uniqueId } from "./support/factories";
import { call, json } from "./support/http";
import { createPdfJob, deliver, upload, uploadForm, waitForJob } from "./support/pipeline";

async function chaptersOf(bookId: string) {
  return db().select().from(chapters).where(eq(chapters.bookId, bookId)).orderBy(chapters.position);
}

async function snippetsOf(chapterIds: string[]) {
  return chapterIds.length ? db().select().from(snippets).where(inArray(snippets.chapterId, chapterIds)) : [];
}

describe("PDF pipeline", { timeout: 60_000 }, () => {
  it("turns a PDF with bookmarks into one chapter per bookmark, snippets and three summaries", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({
      smallSummarization: null,
      mediumSummarization: null,
      largeSummarization: null,
      dateOfSummary: null,
      summaryModel: null,
      coverImageBase64: null,
    });
    const pdf = await makePdf(chapterPages(), { outline: OUTLINE });

    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, chapters: "", generateAudio: false }));
    expect(res.status).toBe(202);
    const { jobId, bookId } = await json(res);
    expect(bookId).toBe(book.bookId);

    const job = await waitForJob(jobId);
    expect(job.status).toBe("done");
    expect(job.progress).toBe(100);
    expect(job.steps.map((s) => [s.step, s.status])).toEqual(pdfSteps(false).map((s) => [s, "done"]));

    const rows = await chaptersOf(book.bookId);
    expect(rows.map((r) => [r.title, r.pageStart, r.pageEnd])).toEqual(CHAPTERS.map((c, i) => [c.title, i * 2 + 1, i * 2 + 2]));
    expect(rows.every((r) => r.textSize > 500)).toBe(true);

    const snippetRows = await snippetsOf(rows.map((r) => r.id));
    for (const chapter of rows) {
      const own = snippetRows.filter((s) => s.chapterId === chapter.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const s of own) expect(s.html).toMatch(/^<p>.+<\/p>$/);
    }
    // Snippets are extracted from their own chapter's text.
    const soil = snippetRows
      .filter((s) => s.chapterId === rows[1]!.id)
      .map((s) => s.html)
      .join(" ");
    expect(soil).toMatch(/soil/i);
    expect(soil).not.toMatch(/attention/i);

    const updated = await db().query.books.findFirst({ where: eq(books.bookId, book.bookId) });
    expect(updated!.smallSummarization!.length).toBeGreaterThan(50);
    expect(updated!.smallSummarization!.length).toBeLessThanOrEqual(300);
    expect(updated!.mediumSummarization!.length).toBeGreaterThan(updated!.smallSummarization!.length);
    expect(updated!.largeSummarization!.length).toBeGreaterThan(updated!.mediumSummarization!.length);
    expect(updated!.summaryModel).toBe("chapterly-textrank-v2");
    expect(updated!.dateOfSummary).toBeInstanceOf(Date);
    expect(updated!.pages).toBe("6");
    expect(updated!.version).toBeGreaterThan(book.version);
    // It had no cover: it gets one of its title and author, not "No Cover Available".
    expect(updated!.coverImageBase64).toBe(titleCover(updated!));
    expect(atob(updated!.coverImageBase64!.split(",")[1]!)).toContain("Test Author");
  });

  it("uses the admin's chapter ranges when given, and the admin chapters route reports them", async () => {
    const { token } = await signedIn("admin");
    const uploadedCover = "data:image/png;base64,iVBORw0KGgo=";
    const book = await createBook({ coverImageBase64: uploadedCover });
    const pdf = await makePdf(chapterPages(), { outline: OUTLINE });
    const plan = [
      { title: "Attention and Soil", pageStart: 1, pageEnd: 4 },
      { title: "Money", pageStart: 5, pageEnd: 6 },
    ];
    const res = await upload(
      token,
      uploadForm({ bookId: book.bookId, pdf, chapters: JSON.stringify(plan), generateAudio: false }),
    );
    expect(res.status).toBe(202);
    const job = await waitForJob((await json(res)).jobId);
    expect(job.status).toBe("done");

    const listed = await json<AdminChapters>(await call(`/api/v1/library/book-chapters/${book.bookId}`, { token }));
    expect(listed.chapters.map((c) => [c.title, c.page_start, c.page_end])).toEqual([
      ["Attention and Soil", 1, 4],
      ["Money", 5, 6],
    ]);
    expect(listed.chapters[0]!.text_size).toBeGreaterThan(listed.chapters[1]!.text_size);
    expect(listed.chapters[0]!.audio).toEqual({ ready: false });
    expect(listed.chapters[0]!.chapter_snippets.length).toBeGreaterThanOrEqual(2);
    // A cover the book already had stays.
    expect((await db().query.books.findFirst({ where: eq(books.bookId, book.bookId) }))!.coverImageBase64).toBe(uploadedCover);
  });

  it("reads a chapter printed from the web on to its next chapter's title mid-page, and leaves out a page with nothing to read, and the contents", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const [attention, soil] = CHAPTERS;
    // As a browser prints a book: a part's page that is only its title, a preface, the contents with a line of prose
    // for each chapter, then chapters that start where the one before ends, mid-page.
    const preface = "This book was written over many winters, and every reader who wrote to the author improved it a little.";
    const synopsis =
      "Attention is the quiet currency of every working day, and the first chapter shows how a reader can protect it. Healthy soil is the foundation of every garden, and the second chapter shows how gardeners feed it.";
    const pdf = await makePdf(
      [
        { heading: "Part One" },
        { heading: "Preface", paragraphs: [preface] },
        { heading: "Contents", paragraphs: [synopsis] },
        { heading: attention!.title, paragraphs: attention!.pages[0]! },
        { paragraphs: [...attention!.pages[1]!, soil!.title, ...soil!.pages[0]!] },
        { paragraphs: soil!.pages[1]! },
      ].map((page) => ({ paragraphs: [], ...page })),
      {
        outline: [
          { title: "Part One", page: 1 },
          { title: "Preface", page: 2 },
          { title: "Contents", page: 3 },
          { title: attention!.title, page: 4 },
          { title: soil!.title, page: 5 },
        ],
      },
    );
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, generateAudio: false }));
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    const rows = await chaptersOf(book.bookId);
    expect(rows.map((r) => [r.title, r.pageStart, r.pageEnd])).toEqual([
      ["Preface", 2, 2],
      [attention!.title, 4, 4],
      [soil!.title, 5, 6],
    ]);
    const textOf = async (chapterId: string) => (await snippetsOf([chapterId])).map((s) => s.html).join(" ");
    // The end of the first chapter, above the second's title on page 3, is the first chapter's.
    expect(await textOf(rows[1]!.id)).toMatch(/Attention grows stronger|design the environment/);
    expect(await textOf(rows[2]!.id)).not.toMatch(/attention/i);
    expect(await textOf(rows[2]!.id)).toMatch(/soil/i);
  });

  it("keeps two short chapters printed on one page apart, each with its own text", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const [attention, soil] = CHAPTERS;
    const pdf = await makePdf(
      [
        { paragraphs: [attention!.title, ...attention!.pages[0]!, soil!.title, ...soil!.pages[0]!] },
        { paragraphs: soil!.pages[1]! },
      ],
      {
        outline: [
          { title: attention!.title, page: 1 },
          { title: soil!.title, page: 1 },
        ],
      },
    );
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, generateAudio: false }));
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    const rows = await chaptersOf(book.bookId);
    expect(rows.map((r) => [r.title, r.pageStart, r.pageEnd])).toEqual([
      [attention!.title, 1, 1],
      [soil!.title, 1, 2],
    ]);
    const textOf = async (chapterId: string) => (await snippetsOf([chapterId])).map((s) => s.html).join(" ");
    expect(await textOf(rows[0]!.id)).toMatch(/attention/i);
    expect(await textOf(rows[0]!.id)).not.toMatch(/soil|compost/i);
    expect(await textOf(rows[1]!.id)).toMatch(/soil/i);
    expect(await textOf(rows[1]!.id)).not.toMatch(/attention/i);
  });

  it("falls back to 'Chapter N' headings when the PDF has no bookmarks", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const pdf = await makePdf(chapterPages(true));
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, generateAudio: false }));
    const job = await waitForJob((await json(res)).jobId);
    expect(job.status).toBe("done");
    const rows = await chaptersOf(book.bookId);
    expect(rows.map((r) => [r.title, r.pageStart, r.pageEnd])).toEqual(
      // Named without "Chapter N:", as a bookmark's title is (docs/decisions/212).
      CHAPTERS.map((c, i) => [c.title, i * 2 + 1, i * 2 + 2]),
    );
  });

  it("names a book known only by its file name after the PDF's own title and author, and no other book", async () => {
    const { token } = await signedIn("admin");
    const bookRow = async (bookId: string) => (await db().query.books.findFirst({ where: eq(books.bookId, bookId) }))!;
    const pdfTitled = (title: string, author = "Steve Klabnik and Carol Nichols") =>
      makePdf(chapterPages(true), { title, author });
    const uploadAs = async (bookId: string, fileName: string, pdf: Uint8Array) => {
      const res = await upload(token, uploadForm({ bookId, pdf, fileName, generateAudio: false }));
      expect(res.status).toBe(202);
      expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
      return bookRow(bookId);
    };

    // Bulk processing named it "rust book" from "rust_book.pdf", with no authors: the PDF's title names it, and the
    // cover the pipeline draws at the end is of that title.
    const fromFile = await createBook({ title: "rust book", authors: [], coverImageBase64: null });
    const named = await uploadAs(fromFile.bookId, "rust_book.pdf", await pdfTitled("The Rust Programming Language"));
    expect([named.title, named.authors]).toEqual(["The Rust Programming Language", ["Steve Klabnik", "Carol Nichols"]]);
    expect(named.coverImageBase64).toBe(titleCover(named));

    // Named by an admin or a manifest, or with authors: the book keeps its name.
    const admins = await createBook({ title: "My Own Title", authors: [] });
    expect((await uploadAs(admins.bookId, "rust_book.pdf", await pdfTitled("The Rust Programming Language"))).title).toBe(
      "My Own Title",
    );
    const authored = await createBook({ title: "rust book", authors: ["Ada Lovelace"] });
    expect(await uploadAs(authored.bookId, "rust_book.pdf", await pdfTitled("The Rust Programming Language"))).toMatchObject({
      title: "rust book",
      authors: ["Ada Lovelace"],
    });
    // A PDF titled after a file or a placeholder does not name the book.
    for (const junk of ["Microsoft Word - draft3.docx", "Untitled", "rust_book-v2"]) {
      const book = await createBook({ title: "rust book", authors: [] });
      expect((await uploadAs(book.bookId, "rust_book.pdf", await pdfTitled(junk))).title, junk).toBe("rust book");
    }
  });

  it("a redelivered message rewrites the same rows instead of adding more", async () => {
    const { user } = await signedIn("admin");
    const book = await createBook();
    const sourceKey = `uploads/${uniqueId("test")}.pdf`;
    await env.UPLOADS.put(sourceKey, await makePdf(chapterPages(), { outline: OUTLINE }));
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });

    const first = await deliver({ type: "process-pdf", jobId });
    expect(first.acked).toBe(true);
    const chaptersBefore = await chaptersOf(book.bookId);
    const snippetsBefore = await snippetsOf(chaptersBefore.map((c) => c.id));

    // The same message again, as if the ack was lost after the work was done.
    const again = await deliver({ type: "process-pdf", jobId }, 2);
    expect(again.acked).toBe(true);
    // And a delivery that finds every step unfinished (progress lost mid-run): the steps rerun.
    await env.DB.prepare("update job_steps set status = 'queued' where job_id = ?").bind(jobId).run();
    await env.DB.prepare("update processing_jobs set status = 'running' where id = ?").bind(jobId).run();
    await env.UPLOADS.put(sourceKey, await makePdf(chapterPages(), { outline: OUTLINE }));
    const rerun = await deliver({ type: "process-pdf", jobId }, 3);
    expect(rerun.acked).toBe(true);

    const chaptersAfter = await chaptersOf(book.bookId);
    const snippetsAfter = await snippetsOf(chaptersAfter.map((c) => c.id));
    expect(chaptersAfter.map((c) => c.id)).toEqual(chaptersBefore.map((c) => c.id));
    expect(snippetsAfter.map((s) => s.id).sort()).toEqual(snippetsBefore.map((s) => s.id).sort());
    expect(snippetsAfter.map((s) => s.html).sort()).toEqual(snippetsBefore.map((s) => s.html).sort());
  });

  it("emails each reader who requested the book once it is summarized", async () => {
    const { user } = await signedIn("admin");
    const book = await createBook({ dateOfSummary: null });
    const email = `${uniqueId("reader")}@example.test`;
    await db()
      .insert(summarizationRequests)
      .values({ id: uniqueId("req"), email, bookId: book.bookId });
    const sourceKey = `uploads/${uniqueId("test")}.pdf`;
    await env.UPLOADS.put(sourceKey, await makePdf(chapterPages(), { outline: OUTLINE }));
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });
    await deliver({ type: "process-pdf", jobId });

    const request = await db().query.summarizationRequests.findFirst({ where: eq(summarizationRequests.email, email) });
    expect(request!.notifiedAt).toBeInstanceOf(Date);
    const delivery = await env.DB.prepare("select to_email from email_deliveries where dedupe_key = ?")
      .bind(`summary-ready:${book.bookId}:${email}`)
      .first<{ to_email: string }>();
    expect(delivery?.to_email).toBe(email);
  });
});
