import { Hono } from "hono";
import { z } from "zod";
import type { Highlight, HighlightPosition } from "../../shared/contract";
import { findAudioObject, FULL_AUDIO_PART } from "../db/audio";
import { findBookById } from "../db/books";
import type { Database } from "../db/client";
import {
  deleteOwnHighlight,
  findHighlightSource,
  insertHighlight,
  listHighlights,
  MAX_HIGHLIGHTS_PER_USER,
} from "../db/highlights";
import { HIGHLIGHT_SOURCES } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { normalizeWhitespace } from "../lib/plain-text";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";

export const MAX_HIGHLIGHT_CHARS = 2000;
export const MAX_NOTE_CHARS = 2000;
/** No part's audio is longer than a day; the exact bound is the stored part's duration. */
const MAX_AUDIO_SECONDS = 86_400;

const bookId = z.string().min(1).max(200);
const createBody = z
  .object({
    bookId,
    sourceKind: z.enum(HIGHLIGHT_SOURCES),
    sourceId: z.string().min(1).max(200),
    text: z
      .string()
      .max(MAX_HIGHLIGHT_CHARS * 2)
      .transform(normalizeWhitespace)
      .pipe(z.string().min(1).max(MAX_HIGHLIGHT_CHARS)),
    note: z
      .string()
      .max(MAX_NOTE_CHARS)
      .transform((s) => s.trim())
      .optional(),
    // Where the passage is spoken ("Save this sentence"): checked against the book's stored audio below.
    position: z
      .object({ part: z.string().min(1).max(200), seconds: z.number().finite().min(0).max(MAX_AUDIO_SECONDS) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.sourceKind !== "summary" || ["small", "medium", "large"].includes(b.sourceId), {
    message: "a summary is small, medium or large",
    path: ["sourceId"],
  });
/**
 * A saved sentence's place in the audio must be in audio this book has: a part that is stored, a time inside it,
 * and for a snippet a part that speaks it (its own chapter, or the full book).
 */
async function checkPosition(db: Database, bookId: string, chapterId: string | null, position: HighlightPosition) {
  if (chapterId !== null && position.part !== FULL_AUDIO_PART && position.part !== chapterId)
    throw new ApiError("VALIDATION_FAILED", "position.part: that part does not speak this snippet");
  const audio = await findAudioObject(db, bookId, position.part);
  if (!audio) throw new ApiError("VALIDATION_FAILED", "position.part: this book has no such audio");
  if (position.seconds > audio.durationSeconds)
    throw new ApiError("VALIDATION_FAILED", "position.seconds: past the end of that audio");
}

const listQuery = z.object({ bookId: bookId.optional() }).strict();
const idParam = z.object({ id: z.string().min(1).max(100) });

/**
 * Highlights and notes (docs/decisions/122-highlights.md): premium access, as snippets are, checked on the server for every call.
 * The stored passage is cut from our own copy of the source, never taken from the caller (docs/decisions/122).
 */
export const highlightRoutes = new Hono<AppEnv>()
  .use("*", requireRole("premium"))
  .get("/", validate("query", listQuery), async (c) => {
    const { bookId } = c.req.valid("query");
    c.header("Cache-Control", "private, no-store");
    return c.json({ highlights: await listHighlights(c.var.db, c.var.user.id, bookId) });
  })
  .post("/", rateLimit("HIGHLIGHT_LIMITER"), validate("json", createBody), async (c) => {
    const input = c.req.valid("json");
    const user = c.var.user;
    const book = await findBookById(c.var.db, input.bookId);
    if (!book) throw new ApiError("NOT_FOUND", `No book with id ${input.bookId}.`);
    const source = await findHighlightSource(c.var.db, book.bookId, input.sourceKind, input.sourceId);
    if (!source) throw new ApiError("NOT_FOUND", `This book has no ${input.sourceKind} ${input.sourceId}.`);
    const location = source.text.indexOf(input.text);
    if (location < 0) throw new ApiError("VALIDATION_FAILED", `text: not found in that ${input.sourceKind}`);
    if (input.position) await checkPosition(c.var.db, book.bookId, source.chapterId, input.position);
    const row = {
      id: crypto.randomUUID(),
      userId: user.id,
      bookId: book.bookId,
      sourceKind: input.sourceKind,
      sourceId: input.sourceId,
      text: source.text.slice(location, location + input.text.length),
      note: input.note ?? "",
      location,
      position: input.position ?? null,
    };
    if (!(await insertHighlight(c.var.db, row)))
      throw new ApiError("CONFLICT", `You can keep up to ${MAX_HIGHLIGHTS_PER_USER} highlights. Delete some to add more.`);
    const body: Highlight = {
      id: row.id,
      book_id: row.bookId,
      book_title: book.title,
      book_authors: book.authors,
      source_kind: row.sourceKind,
      source_id: row.sourceId,
      source_label: source.label,
      text: row.text,
      note: row.note,
      location,
      position: row.position,
      created_at: new Date().toISOString(),
    };
    c.header("Cache-Control", "private, no-store");
    return c.json(body);
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    // Someone else's highlight and one already deleted answer alike: the caller learns nothing about other readers.
    if (!(await deleteOwnHighlight(c.var.db, c.var.user.id, id))) throw new ApiError("NOT_FOUND", "No such highlight.");
    return c.json({ id, deleted: true });
  });
