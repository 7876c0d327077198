import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { books, chapters, processingJobs, snippets } from "../../worker/db/schema";
import { pdfSteps } from "../../worker/jobs/pdf-pipeline";
import { titleCover } from "../../worker/lib/generated-cover";
import { createBook, createChapterWithSnippets, db, signedIn, uniqueId } from "./support/factories";
import type { ProcessingJob, ResponseOf } from "../../shared/contract";
import { call, errorCode, json } from "./support/http";
import { createPdfJob } from "./support/pipeline";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

function coverForm(bytes: Uint8Array, name = "cover.png", type = "image/png") {
  const form = new FormData();
  form.set("cover", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe("book administration", () => {
  it("creates a book from metadata and edits its fields with validation", async () => {
    const { token } = await signedIn("admin");
    const created = await call("/api/v1/library/admin/books", {
      token,
      body: { title: "The Quiet Garden", authors: ["Ann Green"], isbn: ["978-0-00-000000-2"] },
    });
    expect(created.status).toBe(201);
    const book = await json(created);
    expect(book.book_id).toMatch(/^the-quiet-garden-/);
    expect(book.authors).toEqual(["Ann Green"]);

    const patched = await call(`/api/v1/library/admin/books/${book.book_id}`, {
      method: "PATCH",
      token,
      body: { publisher: "Field Press", year: "2021", pages: "240", download_link: "https://example.org/q.pdf" },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ title: "The Quiet Garden", publisher: "Field Press", pages: "240" });

    for (const body of [{ pages: "many" }, { download_link: "javascript:alert(1)" }, { title: "" }, { unknown: 1 }]) {
      const bad = await call(`/api/v1/library/admin/books/${book.book_id}`, { method: "PATCH", token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(bad)).toBe("VALIDATION_FAILED");
    }
    const row = await db().query.books.findFirst({ where: eq(books.bookId, book.book_id) });
    expect(row!.pages).toBe("240");
    expect(row!.version).toBeGreaterThan(1);

    const summaries = await call(`/api/v1/library/admin/books/${book.book_id}/summaries`, {
      method: "PUT",
      token,
      body: { small_summarization: "Short.", medium_summarization: "Medium text.", large_summarization: null },
    });
    expect(await json(summaries)).toMatchObject({ small_summarization: "Short.", large_summarization: null });
  });

  it("a cover made of the title follows an edit of the title or authors; an uploaded one stays", async () => {
    const { token } = await signedIn("admin");
    const made = await createBook({ title: "libtasn1", authors: [] });
    await db()
      .update(books)
      .set({ coverImageBase64: titleCover(made) })
      .where(eq(books.bookId, made.bookId));
    const edit = (bookId: string, body: object) =>
      call(`/api/v1/library/admin/books/${bookId}`, { method: "PATCH", token, body }).then((r) => json(r));

    const renamed = await edit(made.bookId, { title: "GNU Libtasn1 Manual", authors: ["Nikos Mavrogiannopoulos"] });
    expect(renamed.cover_image_base64).toBe(
      titleCover({ bookId: made.bookId, title: "GNU Libtasn1 Manual", authors: ["Nikos Mavrogiannopoulos"] }),
    );
    expect(atob(renamed.cover_image_base64.split(",")[1])).toContain("Nikos Mavrogiannopoulos");

    const uploaded = await createBook({ coverImageBase64: "data:image/png;base64,iVBORw0KGgo=" });
    expect((await edit(uploaded.bookId, { title: "A New Title" })).cover_image_base64).toBe("data:image/png;base64,iVBORw0KGgo=");
    const none = await createBook({ coverImageBase64: null });
    expect((await edit(none.bookId, { title: "Still Without" })).cover_image_base64).toBeNull();
  });

  it("replaces the cover with a checked image and refuses SVG and non-images", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const ok = await call(`/api/v1/library/admin/books/${book.bookId}/cover`, { method: "PUT", token, rawBody: coverForm(PNG) });
    expect(ok.status).toBe(200);
    expect((await json(ok)).cover_image_base64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await call(`/api/v1/library/admin/books/${book.bookId}/cover`, {
      method: "PUT",
      token,
      rawBody: coverForm(svg, "cover.png", "image/png"),
    });
    expect(refused.status).toBe(415);
    expect(await errorCode(refused)).toBe("UNSUPPORTED_MEDIA_TYPE");

    const big = new Uint8Array(600 * 1024);
    big.set(PNG);
    const tooBig = await call(`/api/v1/library/admin/books/${book.bookId}/cover`, {
      method: "PUT",
      token,
      rawBody: coverForm(big),
    });
    expect(await errorCode(tooBig)).toBe("PAYLOAD_TOO_LARGE");
  });

  it("reorders, renames and removes chapters, keeping each chapter's snippets", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const a = await createChapterWithSnippets(book.bookId, 0, ["<p>A</p>"]);
    const b = await createChapterWithSnippets(book.bookId, 1, ["<p>B</p>"]);
    const c = await createChapterWithSnippets(book.bookId, 2, ["<p>C</p>"]);
    const res = await call(`/api/v1/library/admin/books/${book.bookId}/chapters`, {
      method: "PUT",
      token,
      body: {
        chapters: [
          { chapter_id: c, title: "Third first", page_start: 9, page_end: 12 },
          { chapter_id: a, title: "Alpha", page_start: 1, page_end: 8 },
          { title: "Brand new", page_start: 13, page_end: 14 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = await json<ResponseOf<"PUT /library/admin/books/:bookId/chapters">>(res);
    expect(body.chapters.map((ch) => [ch.title, ch.position])).toEqual([
      ["Third first", 0],
      ["Alpha", 1],
      ["Brand new", 2],
    ]);
    expect(await db().select().from(chapters).where(eq(chapters.id, b))).toEqual([]);
    const kept = await db().select().from(snippets).where(eq(snippets.chapterId, c));
    expect(kept.map((s) => s.html)).toEqual(["<p>C</p>"]);

    const foreign = await call(`/api/v1/library/admin/books/${book.bookId}/chapters`, {
      method: "PUT",
      token,
      body: { chapters: [{ chapter_id: "someone-elses", title: "X", page_start: 1, page_end: 2 }] },
    });
    expect(await errorCode(foreign)).toBe("VALIDATION_FAILED");
  });

  it("sanitizes snippet HTML on the server", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>old</p>"]);
    const res = await call(`/api/v1/library/admin/books/${book.bookId}/chapters/${chapterId}/snippets`, {
      method: "PUT",
      token,
      body: {
        snippets: [
          {
            snippet_title: "Safe",
            snippet_html: '<p onclick="x()"><strong>Bold</strong> <script>alert(1)</script><a href="javascript:x">l</a></p>',
          },
          { snippet_title: "List", snippet_html: "<ul><li>one</li></ul>" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.chapter_snippets).toHaveLength(2);
    const html = body.chapter_snippets[0].snippet_html as string;
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).not.toMatch(/onclick|script|javascript/);
    const stored = await db().select().from(snippets).where(eq(snippets.chapterId, chapterId));
    expect(stored.map((s) => s.title).sort()).toEqual(["List", "Safe"]);
  });

  it("deletes a book with its chapters, jobs and stored files", async () => {
    const { user, token } = await signedIn("admin");
    const book = await createBook();
    await createChapterWithSnippets(book.bookId, 0, ["<p>A</p>"]);
    const sourceKey = `uploads/${uniqueId("del")}.pdf`;
    await env.UPLOADS.put(sourceKey, "pdf");
    const jobId = await createPdfJob({ bookId: book.bookId, createdBy: user.id, sourceKey });
    await env.UPLOADS.put(`jobs/${jobId}/pages.json`, "[]");
    await env.AUDIO.put(`audio/${book.bookId}/full.mp3`, "mp3");

    const res = await call(`/api/v1/library/admin/books/${book.bookId}`, { method: "DELETE", token });
    expect(res.status).toBe(200);
    expect(await db().query.books.findFirst({ where: eq(books.bookId, book.bookId) })).toBeUndefined();
    expect(await db().select().from(chapters).where(eq(chapters.bookId, book.bookId))).toEqual([]);
    expect(await db().select().from(processingJobs).where(eq(processingJobs.id, jobId))).toEqual([]);
    expect(await env.UPLOADS.get(sourceKey)).toBeNull();
    expect(await env.UPLOADS.get(`jobs/${jobId}/pages.json`)).toBeNull();
    expect(await env.AUDIO.get(`audio/${book.bookId}/full.mp3`)).toBeNull();

    const again = await call(`/api/v1/library/admin/books/${book.bookId}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
  });

  it("lists the jobs of a book and the recent jobs of the signed-in admin", async () => {
    const { user, token } = await signedIn("admin");
    const other = await signedIn("admin");
    const book = await createBook();
    const mine = await createPdfJob({ bookId: book.bookId, createdBy: user.id });
    const theirs = await createPdfJob({ bookId: book.bookId, createdBy: other.user.id });

    const byBook = await json<{ jobs: ProcessingJob[] }>(await call(`/api/v1/process/jobs?bookId=${book.bookId}`, { token }));
    expect(byBook.jobs.map((j) => j.jobId).sort()).toEqual([mine, theirs].sort());
    expect(byBook.jobs[0]!.bookTitle).toBe(book.title);
    expect(byBook.jobs[0]!.steps.map((s) => s.step)).toEqual(pdfSteps(false));

    const recent = await json<{ jobs: ProcessingJob[] }>(await call(`/api/v1/process/jobs?mine=true&sinceHours=24`, { token }));
    expect(recent.jobs.map((j) => j.jobId)).toEqual([mine]);

    const unknown = await call(`/api/v1/process/jobs/00000000-0000-4000-8000-000000000000`, { token });
    expect(await errorCode(unknown)).toBe("NOT_FOUND");
  });
});
