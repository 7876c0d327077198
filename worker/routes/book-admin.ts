import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { findBookById, serializeBook } from "../db/books";
import { listAudioObjects } from "../db/audio";
import { chapterIdFor, listChapters, listSnippets, snippetIdFor } from "../db/pipeline";
import { books, chapters, snippets } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { sanitizeHtml } from "../lib/sanitize";
import { slugify } from "../lib/slug";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
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

const bump = () => ({ version: sql`${books.version} + 1`, updatedAt: new Date() });

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
    const rows = await listChapters(c.var.db, bookId);
    const [snippetRows, audioRows] = await Promise.all([
      listSnippets(
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
      full_audio: audioState("full"),
      chapters: rows.map((ch) => ({
        chapter_id: ch.id,
        position: ch.position,
        title: ch.title,
        page_start: ch.pageStart,
        page_end: ch.pageEnd,
        text_size: ch.textSize,
        audio: audioState(ch.id),
        chapter_snippets: snippetRows
          .filter((s) => s.chapterId === ch.id)
          .map((s) => ({ snippet_id: s.id, snippet_title: s.title, snippet_html: s.html })),
      })),
    });
  })
  .post("/admin/books", admin, validate("json", createBookBody), async (c) => {
    const input = c.req.valid("json");
    const bookId = input.book_id ?? `${slugify(input.title, "book").slice(0, 60)}-${crypto.randomUUID().slice(0, 8)}`;
    if (await findBookById(c.var.db, bookId)) throw new ApiError("CONFLICT", `A book with id ${bookId} already exists.`);
    const [row] = await c.var.db
      .insert(books)
      .values({ ...toColumns(input), title: input.title, bookId })
      .returning();
    return c.json(serializeBook(row!), 201);
  })
  .patch("/admin/books/:bookId", admin, validate("param", bookIdParam), validate("json", patchBookBody), async (c) => {
    const { bookId } = c.req.valid("param");
    await requireBook(c.var.db, bookId);
    const [row] = await c.var.db
      .update(books)
      .set({ ...toColumns(c.req.valid("json")), ...bump() })
      .where(eq(books.bookId, bookId))
      .returning();
    return c.json(serializeBook(row!));
  })
  .put("/admin/books/:bookId/summaries", admin, validate("param", bookIdParam), validate("json", summariesBody), async (c) => {
    const { bookId } = c.req.valid("param");
    await requireBook(c.var.db, bookId);
    const [row] = await c.var.db
      .update(books)
      .set({ ...toColumns(c.req.valid("json")), ...bump() })
      .where(eq(books.bookId, bookId))
      .returning();
    return c.json(serializeBook(row!));
  })
  .put(
    "/admin/books/:bookId/cover",
    admin,
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
      const [row] = await c.var.db
        .update(books)
        .set({ coverImageBase64: `data:${type};base64,${base64(bytes)}`, ...bump() })
        .where(eq(books.bookId, bookId))
        .returning();
      return c.json(serializeBook(row!));
    },
  )
  .put("/admin/books/:bookId/chapters", admin, validate("param", bookIdParam), validate("json", chaptersBody), async (c) => {
    const { bookId } = c.req.valid("param");
    const input = c.req.valid("json").chapters;
    await requireBook(c.var.db, bookId);
    const existing = await listChapters(c.var.db, bookId);
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
    const db = c.var.db;
    // Positions are unique per book: park every kept row on a negative position first.
    await db.batch([
      db.update(books).set(bump()).where(eq(books.bookId, bookId)),
      ...(removed.length ? [db.delete(chapters).where(and(eq(chapters.bookId, bookId), inArray(chapters.id, removed)))] : []),
      ...input.flatMap((ch, position) =>
        ch.chapter_id
          ? [
              db
                .update(chapters)
                .set({ position: -(position + 1) })
                .where(eq(chapters.id, ch.chapter_id)),
            ]
          : [],
      ),
      ...input.map((ch, position) =>
        ch.chapter_id
          ? db
              .update(chapters)
              .set({ position, title: ch.title, pageStart: ch.page_start, pageEnd: ch.page_end })
              .where(eq(chapters.id, ch.chapter_id))
          : db.insert(chapters).values({
              id: `${chapterIdFor(bookId, position)}-${crypto.randomUUID().slice(0, 8)}`,
              bookId,
              position,
              title: ch.title,
              pageStart: ch.page_start,
              pageEnd: ch.page_end,
            }),
      ),
    ]);
    const rows = await listChapters(db, bookId);
    return c.json({
      chapters: rows.map((ch) => ({
        chapter_id: ch.id,
        position: ch.position,
        title: ch.title,
        page_start: ch.pageStart,
        page_end: ch.pageEnd,
        text_size: ch.textSize,
      })),
    });
  })
  .put(
    "/admin/books/:bookId/chapters/:chapterId/snippets",
    admin,
    validate("param", chapterParam),
    validate("json", snippetsBody),
    async (c) => {
      const { bookId, chapterId } = c.req.valid("param");
      const chapter = await c.var.db.query.chapters.findFirst({
        where: and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)),
      });
      if (!chapter) throw new ApiError("NOT_FOUND", `No chapter ${chapterId} in book ${bookId}.`);
      const clean = c.req
        .valid("json")
        .snippets.map((s) => ({ title: s.snippet_title, html: sanitizeHtml(s.snippet_html).trim() }));
      const db = c.var.db;
      await db.batch([
        db.delete(snippets).where(eq(snippets.chapterId, chapterId)),
        ...clean.map((s, position) =>
          db
            .insert(snippets)
            .values({ id: snippetIdFor(chapterId, position), chapterId, position, title: s.title, html: s.html }),
        ),
        db.update(books).set(bump()).where(eq(books.bookId, bookId)),
      ]);
      const rows = await listSnippets(db, [chapterId]);
      return c.json({
        chapter_id: chapterId,
        chapter_snippets: rows.map((s) => ({ snippet_id: s.id, snippet_title: s.title, snippet_html: s.html })),
      });
    },
  )
  .delete("/admin/books/:bookId", admin, validate("param", bookIdParam), async (c) => {
    const { bookId } = c.req.valid("param");
    await requireBook(c.var.db, bookId);
    const jobs = await c.var.db.query.processingJobs.findMany({ where: (j, { eq: equal }) => equal(j.bookId, bookId) });
    // Storage first: a failure leaves the row, so the delete can simply be repeated.
    await deletePrefix(c.env.AUDIO, `audio/${encodeURIComponent(bookId)}/`);
    if (encodeURIComponent(bookId) !== bookId) await deletePrefix(c.env.AUDIO, `audio/${bookId}/`);
    for (const job of jobs) {
      if (job.sourceKey) await c.env.UPLOADS.delete(job.sourceKey);
      await deletePrefix(c.env.UPLOADS, `jobs/${job.id}/`);
    }
    await c.var.db.delete(books).where(eq(books.bookId, bookId));
    return c.json({ successful: true, book_id: bookId });
  });
