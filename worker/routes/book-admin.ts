import { Hono } from "hono";
import { deleteBook, findBookById, insertBook, serializeBook, updateBook, updateBookDetails } from "../db/books";
import { FULL_AUDIO_PART, listAudioObjects } from "../db/audio";
import { rewriteChapterList } from "../db/book-edits";
import { chapterBelongsToBook, listChapterRows, snippetRowsByChapter } from "../db/chapters";
import { listBookJobs } from "../db/jobs";
import { replaceSnippets } from "../db/pipeline";
import type { Chapter, Snippet } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { redrawnTitleCover } from "../lib/generated-cover";
import { sanitizeHtml } from "../lib/sanitize";
import { slugify } from "../lib/slug";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { changesLibrary } from "../middleware/library-change";
import {
  base64,
  bookIdParam,
  COVER_MAX_BYTES,
  chapterParam,
  chaptersBody,
  coverForm,
  createBookBody,
  patchBookBody,
  sniffImage,
  snippetsBody,
  summariesBody,
  toColumns,
} from "../lib/book-admin-input";

/**
 * Book administration (the /book/{id}/admin page and bulk processing). Mounted under /library
 * next to the public library routes, so every route names requireRole itself instead of a
 * "*" middleware that would also catch the public ones.
 */
const admin = requireRole("admin");

async function requireBook(db: AppEnv["Variables"]["db"], bookId: string) {
  const book = await findBookById(db, bookId);
  if (!book) throw new ApiError("NOT_FOUND", `No book with id ${bookId}.`);
  return book;
}

/** An admin's edit of a book's columns (details or summaries): the book must exist; answers the book as saved. */
async function updateColumns(db: AppEnv["Variables"]["db"], bookId: string, columns: ReturnType<typeof toColumns>) {
  await requireBook(db, bookId);
  const [row] = await updateBook(db, bookId, columns).returning();
  return serializeBook(row!);
}

/** An edit of a book's details; a cover made of the title follows a new title or authors. */
async function updateDetails(db: AppEnv["Variables"]["db"], bookId: string, columns: ReturnType<typeof toColumns>) {
  const before = await requireBook(db, bookId);
  const after = { bookId, title: columns.title ?? before.title, authors: columns.authors ?? before.authors };
  return serializeBook((await updateBookDetails(db, bookId, columns, redrawnTitleCover(before, after)))!);
}

/** A chapter as the admin pages read it: page range and text size, which readers never see. */
const adminChapter = (ch: Chapter) => ({
  chapter_id: ch.id,
  position: ch.position,
  title: ch.title,
  page_start: ch.pageStart,
  page_end: ch.pageEnd,
  text_size: ch.textSize,
});

/** The stored (already sanitized) HTML, for editing. */
const adminSnippet = (s: Snippet) => ({ snippet_id: s.id, snippet_title: s.title, snippet_html: s.html });

async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

export const bookAdminRoutes = new Hono<AppEnv>()
  .get("/book-chapters/:bookId", admin, validate("param", bookIdParam), async (c) => {
    const { bookId } = c.req.valid("param");
    const book = await requireBook(c.var.db, bookId);
    const rows = await listChapterRows(c.var.db, bookId);
    const [snippetRows, audioRows] = await Promise.all([
      snippetRowsByChapter(
        c.var.db,
        rows.map((r) => r.id),
      ),
      listAudioObjects(c.var.db, bookId),
    ]);
    const audioByPart = new Map(audioRows.map((a) => [a.part, a]));
    const audioState = (part: string) => {
      const a = audioByPart.get(part);
      return a
        ? { ready: true, duration_seconds: a.durationSeconds, size_bytes: a.sizeBytes, source: a.source }
        : { ready: false };
    };
    return c.json({
      book_id: book.bookId,
      pages: book.pages,
      full_audio: audioState(FULL_AUDIO_PART),
      chapters: rows.map((ch) => ({
        ...adminChapter(ch),
        audio: audioState(ch.id),
        chapter_snippets: (snippetRows.get(ch.id) ?? []).map(adminSnippet),
      })),
    });
  })
  .post("/admin/books", admin, changesLibrary, validate("json", createBookBody), async (c) => {
    const input = c.req.valid("json");
    const bookId = input.book_id ?? `${slugify(input.title, "book").slice(0, 60)}-${crypto.randomUUID().slice(0, 8)}`;
    if (await findBookById(c.var.db, bookId)) throw new ApiError("CONFLICT", `A book with id ${bookId} already exists.`);
    const row = await insertBook(c.var.db, { ...toColumns(input), title: input.title, bookId });
    return c.json(serializeBook(row), 201);
  })
  .patch(
    "/admin/books/:bookId",
    admin,
    changesLibrary,
    validate("param", bookIdParam),
    validate("json", patchBookBody),
    async (c) => c.json(await updateDetails(c.var.db, c.req.valid("param").bookId, toColumns(c.req.valid("json")))),
  )
  .put(
    "/admin/books/:bookId/summaries",
    admin,
    changesLibrary,
    validate("param", bookIdParam),
    validate("json", summariesBody),
    async (c) => c.json(await updateColumns(c.var.db, c.req.valid("param").bookId, toColumns(c.req.valid("json")))),
  )
  .put(
    "/admin/books/:bookId/cover",
    admin,
    changesLibrary,
    async (c, next) => {
      if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
        throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the cover as multipart/form-data.");
      // The body's size limit is enforced before this, by path (middleware/body-limits.ts).
      await next();
    },
    validate("param", bookIdParam),
    validate("form", coverForm),
    async (c) => {
      const { bookId } = c.req.valid("param");
      const { cover } = c.req.valid("form");
      if (cover.size > COVER_MAX_BYTES)
        throw new ApiError("PAYLOAD_TOO_LARGE", `Covers are limited to ${COVER_MAX_BYTES / 1024} KB.`);
      const bytes = new Uint8Array(await cover.arrayBuffer());
      const type = sniffImage(bytes);
      if (!type) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Covers must be PNG, JPEG or WebP images.");
      await requireBook(c.var.db, bookId);
      const [row] = await updateBook(c.var.db, bookId, { coverImageBase64: `data:${type};base64,${base64(bytes)}` }).returning();
      return c.json(serializeBook(row!));
    },
  )
  .put(
    "/admin/books/:bookId/chapters",
    admin,
    changesLibrary,
    validate("param", bookIdParam),
    validate("json", chaptersBody),
    async (c) => {
      const { bookId } = c.req.valid("param");
      const input = c.req.valid("json").chapters;
      await requireBook(c.var.db, bookId);
      const existing = await listChapterRows(c.var.db, bookId);
      const existingIds = new Set(existing.map((ch) => ch.id));
      const seen = new Set<string>();
      for (const [i, ch] of input.entries()) {
        if (!ch.chapter_id) continue;
        if (!existingIds.has(ch.chapter_id))
          throw new ApiError("VALIDATION_FAILED", `chapters.${i}.chapter_id: not a chapter of this book`);
        if (seen.has(ch.chapter_id)) throw new ApiError("VALIDATION_FAILED", `chapters.${i}.chapter_id: listed twice`);
        seen.add(ch.chapter_id);
      }
      const removed = existing.filter((ch) => !seen.has(ch.id)).map((ch) => ch.id);
      await rewriteChapterList(c.var.db, bookId, input, removed);
      const rows = await listChapterRows(c.var.db, bookId);
      return c.json({ chapters: rows.map(adminChapter) });
    },
  )
  .put(
    "/admin/books/:bookId/chapters/:chapterId/snippets",
    admin,
    changesLibrary,
    validate("param", chapterParam),
    validate("json", snippetsBody),
    async (c) => {
      const { bookId, chapterId } = c.req.valid("param");
      if (!(await chapterBelongsToBook(c.var.db, bookId, chapterId)))
        throw new ApiError("NOT_FOUND", `No chapter ${chapterId} in book ${bookId}.`);
      const clean = c.req
        .valid("json")
        .snippets.map((s) => ({ title: s.snippet_title, html: sanitizeHtml(s.snippet_html).trim() }));
      await replaceSnippets(c.var.db, bookId, new Map([[chapterId, clean]]));
      const rows = await snippetRowsByChapter(c.var.db, [chapterId]);
      return c.json({ chapter_id: chapterId, chapter_snippets: (rows.get(chapterId) ?? []).map(adminSnippet) });
    },
  )
  .delete("/admin/books/:bookId", admin, changesLibrary, validate("param", bookIdParam), async (c) => {
    const { bookId } = c.req.valid("param");
    await requireBook(c.var.db, bookId);
    const jobs = await listBookJobs(c.var.db, bookId);
    // Storage first: a failure leaves the row, so the delete can simply be repeated.
    await deletePrefix(c.env.AUDIO, `audio/${encodeURIComponent(bookId)}/`);
    if (encodeURIComponent(bookId) !== bookId) await deletePrefix(c.env.AUDIO, `audio/${bookId}/`);
    for (const job of jobs) {
      if (job.sourceKey) await c.env.UPLOADS.delete(job.sourceKey);
      await deletePrefix(c.env.UPLOADS, `jobs/${job.id}/`);
    }
    await deleteBook(c.var.db, bookId);
    return c.json({ successful: true, book_id: bookId });
  });
