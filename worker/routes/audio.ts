import { Hono } from "hono";
import { z } from "zod";
import { cuesKey, findAudioObject, FULL_AUDIO_PART, listAudioObjects } from "../db/audio";
import { firstChapterId, listChapterRows } from "../db/chapters";
import { findBookById } from "../db/books";
import type { AppEnv } from "../env";
import { activeJobsByBook, createJob } from "../db/jobs";
import { booksMissingCues, partsMissingCues } from "../jobs/book-cues";
import { rateLimit } from "../middleware/rate-limit";
import type { BulkCuesStart, CuesJobStart } from "../../shared/contract";
import { hasPremiumAccess } from "../lib/access";
import { signStreamGrant } from "../listening/stream-grant";
import { NO_FULL_AUDIO_MESSAGE, streamAudio } from "../listening/stream";
import { dailyUsage } from "../listening/allowance";
import { timeStep } from "../middleware/server-timing";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireRole, requireUserWith } from "../middleware/auth";
import { changesLibrary } from "../middleware/library-change";
import type { JobMessage } from "../queue/messages";
import { AUDIO_STEP, CUES_STEP } from "../jobs/book-audio-job";

const id = z.string().trim().min(1).max(200);

const getAudioBody = z
  .object({
    bookId: id,
    chapterId: id.optional(),
    fullAudio: z.boolean().optional(),
  })
  .strict();

const genBody = z.object({ bookId: id }).strict();
const downloadBody = z.object({ bookId: id }).strict();
const bulkCuesBody = z.object({}).strict();
/** Cues jobs one bulk pass queues at most (decision 170); the admin runs another pass for the rest. */
export const BULK_CUES_BOOKS = 50;

const streamParams = z.object({
  book: z.string().min(1).max(220),
  file: z
    .string()
    .regex(/\.mp3$/)
    .min(5)
    .max(220),
});
const streamQuery = z.object({ token: z.string().max(4000).default("") });

/** A stream link's lifetime; the player fetches a fresh one when a link has expired (042). */
export const LINK_TTL_SECONDS = 15 * 60;
/** A download's links live longer: a book's files are fetched one after another, on a phone's network. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60 * 60;

const streamUrl = (bookId: string, part: string, token: string) =>
  `/api/v1/audio/stream/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.mp3?token=${token}`;

export const audioRoutes = new Hono<AppEnv>()
  .post(
    "/get-audio",
    // Anonymous visitors are asked to sign in before anything else is looked at.
    requireUserWith("Please sign in to listen."),
    validate("json", getAudioBody),
    async (c) => {
      const user = c.var.user;
      const { bookId, chapterId, fullAudio } = c.req.valid("json");
      // Playback needs premium access or remaining daily time above 0 (docs/product.md, "Listening").
      if (!hasPremiumAccess(user)) {
        const { remainingTime } = await dailyUsage(c.env, user);
        if (remainingTime <= 0)
          throw new ApiError(
            "DAILY_LIMIT_REACHED",
            "You have used today's free listening time. Subscribe to Premium for unlimited listening.",
          );
      }
      const part = fullAudio ? FULL_AUDIO_PART : (chapterId ?? (await firstChapterId(c.var.db, bookId)) ?? FULL_AUDIO_PART);
      const audio = await findAudioObject(c.var.db, bookId, part);
      if (!audio)
        throw fullAudio
          ? new ApiError("NO_FULL_AUDIO", NO_FULL_AUDIO_MESSAGE)
          : new ApiError("NOT_FOUND", "No audio exists for this book yet.");
      const token = await signStreamGrant(c.env, {
        bookId,
        part,
        userId: user.id,
        sessionId: c.var.sessionId,
        tier: hasPremiumAccess(user) ? "premium" : "free",
        durationSeconds: Math.max(1, audio.durationSeconds),
        exp: Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json({
        audioUrl: streamUrl(bookId, part, token),
        durationSeconds: audio.durationSeconds,
        part,
      });
    },
  )
  .get("/stream/:book/:file", validate("param", streamParams), validate("query", streamQuery), async (c) => {
    const { book, file } = c.req.valid("param");
    return streamAudio(
      { env: c.env, db: c.var.db, time: timeStep(c) },
      { book, file, token: c.req.valid("query").token, header: (name: string) => c.req.header(name) },
    );
  })
  // A book kept for offline listening (docs/decisions/175): premium only, because a free listener's allowance is metered
  // per byte served and a download would serve a whole book at once. Premium links, so each file is refused as soon
  // as premium access ends, even mid-download.
  .post("/download", requireRole("premium"), rateLimit("DOWNLOAD_LIMITER"), validate("json", downloadBody), async (c) => {
    const { bookId } = c.req.valid("json");
    const user = c.var.user;
    const [book, chapterRows, audioRows] = await Promise.all([
      findBookById(c.var.db, bookId),
      listChapterRows(c.var.db, bookId),
      listAudioObjects(c.var.db, bookId),
    ]);
    if (!book) throw new ApiError("NOT_FOUND", "This book does not exist.");
    const audioByPart = new Map(audioRows.map((row) => [row.part, row]));
    const order = [...chapterRows.map((ch) => ch.id), FULL_AUDIO_PART].filter((part) => audioByPart.has(part));
    if (!order.length) throw new ApiError("NOT_FOUND", "No audio exists for this book yet.");
    const exp = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const parts = await Promise.all(
      order.map(async (part) => {
        const audio = audioByPart.get(part)!;
        const durationSeconds = Math.max(1, audio.durationSeconds);
        const [token, cues] = await Promise.all([
          signStreamGrant(c.env, {
            bookId,
            part,
            userId: user.id,
            sessionId: c.var.sessionId,
            tier: "premium",
            durationSeconds,
            exp,
          }),
          c.env.AUDIO.head(cuesKey(bookId, part)),
        ]);
        return {
          part,
          chapterId: part === FULL_AUDIO_PART ? null : part,
          audioUrl: streamUrl(bookId, part, token),
          bytes: audio.sizeBytes,
          durationSeconds: audio.durationSeconds,
          cuesUrl: cues ? `/api/v1/audio/cues/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.vtt` : null,
        };
      }),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json({ bookId, parts });
  })
  // Queuing the job changes the book's "audio on the way", part of its cached answer (decision 031).
  // A part's sentence cues (docs/decisions/046-sentence-cues.md): they carry the text, so premium access, as snippets.
  .get("/cues/:bookId/:file", requireRole("premium"), async (c) => {
    const { bookId, file } = c.req.param();
    const part = file.endsWith(".vtt") ? file.slice(0, -".vtt".length) : "";
    const cues = part && bookId.length <= 200 && part.length <= 200 ? await c.env.AUDIO.get(cuesKey(bookId, part)) : null;
    if (!cues) throw new ApiError("NOT_FOUND", "No sentence cues exist for this audio yet.");
    return c.body(await cues.text(), 200, { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": "private, no-store" });
  })
  .post("/gen-book-audio", requireRole("admin"), changesLibrary, validate("json", genBody), async (c) => {
    const { bookId } = c.req.valid("json");
    const book = await findBookById(c.var.db, bookId);
    if (!book) throw new ApiError("NOT_FOUND", "This book does not exist.");
    const jobId = await createJob(c.var.db, { bookId, kind: "audio", steps: [AUDIO_STEP], createdBy: c.var.user.id });
    await c.env.JOBS.send({ type: "book-audio", jobId, bookId } satisfies JobMessage);
    return c.json({ jobId }, 202);
  })
  // Sentence cues for a book's stored audio (decision 170): derived where the chapters have them, spoken again only
  // for chapters stored without. One job per book; asking again while it runs answers the same job.
  .post(
    "/gen-book-cues",
    requireRole("admin"),
    rateLimit("CUES_JOB_LIMITER"),
    changesLibrary,
    validate("json", genBody),
    async (c) => {
      const { bookId } = c.req.valid("json");
      if (!(await findBookById(c.var.db, bookId))) throw new ApiError("NOT_FOUND", "This book does not exist.");
      const missingParts = await partsMissingCues(c.var.db, c.env.AUDIO, bookId);
      if (missingParts.length === 0) {
        const anyAudio = await findAudioObject(c.var.db, bookId, FULL_AUDIO_PART);
        if (!anyAudio) throw new ApiError("CONFLICT", "This book has no audio yet. Generate its audio: cues come with it.");
        return c.json({ jobId: null, missingParts } satisfies CuesJobStart, 200);
      }
      const running = (await activeJobsByBook(c.var.db, "cues", [bookId])).get(bookId);
      const jobId = running ?? (await queueCuesJob(c.env, c.var.db, bookId, c.var.user.id));
      return c.json({ jobId, missingParts } satisfies CuesJobStart, 202);
    },
  )
  .post(
    "/gen-book-cues/bulk",
    requireRole("admin"),
    rateLimit("CUES_JOB_LIMITER"),
    changesLibrary,
    validate("json", bulkCuesBody),
    async (c) => {
      // Twice the pass's size is read, so books whose jobs are already under way do not hide the ones after them.
      const { books, more } = await booksMissingCues(c.var.db, c.env.AUDIO, BULK_CUES_BOOKS * 2);
      const running = await activeJobsByBook(
        c.var.db,
        "cues",
        books.map((b) => b.bookId),
      );
      const toQueue = books.filter((b) => !running.has(b.bookId));
      const queued: BulkCuesStart["queued"] = [];
      for (const { bookId } of toQueue.slice(0, BULK_CUES_BOOKS))
        queued.push({ bookId, jobId: await queueCuesJob(c.env, c.var.db, bookId, c.var.user.id, false) });
      if (queued.length)
        await c.env.JOBS.sendBatch(
          queued.map(({ bookId, jobId }) => ({ body: { type: "book-cues", jobId, bookId } satisfies JobMessage })),
        );
      const result: BulkCuesStart = { queued, alreadyQueued: running.size, more: more || toQueue.length > BULK_CUES_BOOKS };
      return c.json(result, queued.length ? 202 : 200);
    },
  );

/** A cues job for the book, sent to the queue unless `send` is false (the caller sends a batch). */
async function queueCuesJob(env: Env, db: AppEnv["Variables"]["db"], bookId: string, createdBy: string, send = true) {
  const jobId = await createJob(db, { bookId, kind: "cues", steps: [CUES_STEP], createdBy });
  if (send) await env.JOBS.send({ type: "book-cues", jobId, bookId } satisfies JobMessage);
  return jobId;
}
