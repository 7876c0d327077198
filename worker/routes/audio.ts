import { Hono } from "hono";
import { z } from "zod";
import { audioKey, cuesKey, findAudioObject, FULL_AUDIO_PART, listAudioObjects } from "../db/audio";
import { firstChapterId, listChapterRows } from "../db/chapters";
import { findBookById } from "../db/books";
import type { AppEnv } from "../env";
import { activeJobsByBook, createJob } from "../db/jobs";
import { booksMissingCues, partsMissingCues } from "../jobs/book-cues";
import { rateLimit } from "../middleware/rate-limit";
import type { BulkCuesStart, CuesJobStart } from "../../shared/contract";
import { hasPremiumAccess } from "../lib/access";
import { freeStepEnd, grantFreeBytes, signStreamGrant, verifyStreamGrant } from "../listening/stream-grant";
import { dailyUsage } from "../listening/allowance";
import { timeStep } from "../middleware/server-timing";
import { primaryDb } from "../db/client";
import { findSessionUser } from "../db/users";
import { ApiError, ERROR_STATUS, errorBody } from "../lib/errors";
import { parseRange, type RangeResult } from "../lib/http-range";
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
/**
 * The full-audio fallback (spec 4 and 8, docs/product.md "Listening") puts this before the book id of any stream
 * link of the book: the derived address plays the book's full audio for the link's user and session.
 */
const FULL_AUDIO_PREFIX = "fullaudio_";
const NO_FULL_AUDIO_MESSAGE = "This book has no full-book audio yet.";

/** The range of a plain `Range: bytes=a-b`, before the audio's size is known; null for any other form. */
function plainRange(header: string | undefined): RangeResult | null {
  const match = header?.match(/^bytes=(\d{1,15})-(\d{1,15})$/);
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return last >= first ? { kind: "partial", offset: first, length: last - first + 1 } : null;
}

const sameRange = (range: RangeResult | null, offset: number, length: number) =>
  range?.kind === "partial" && range.offset === offset && range.length === length;

/** Lets go of a read that will not be sent. */
const discardBody = (read: Promise<R2ObjectBody | null>) => read.then((object) => object?.body.cancel()).catch(() => undefined);

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
    const time = timeStep(c);
    const grant = await time("grant", verifyStreamGrant(c.env, c.req.valid("query").token));
    const fallback = book.startsWith(FULL_AUDIO_PREFIX);
    const bookId = fallback ? book.slice(FULL_AUDIO_PREFIX.length) : book;
    // The part the link's own address names; the fallback keeps it (the chapter's file) and swaps only the book id.
    const linkPart = file.slice(0, -".mp3".length);
    const part = fallback ? FULL_AUDIO_PART : linkPart;
    const invalidLink = () =>
      new ApiError("INVALID_SIGNATURE", "This audio link is invalid or has expired. Start playback again.");
    if (!grant || grant.bookId !== bookId || grant.part !== linkPart) throw invalidLink();
    // Only this book's audio keys are reachable, whatever the path says.
    const key = audioKey(bookId, part);
    const readAudio = (r: RangeResult) =>
      time("r2-get", c.env.AUDIO.get(key, r.kind === "partial" ? { range: { offset: r.offset, length: r.length } } : {}));
    // A plain `bytes=a-b` (what players ask) is read from R2 beside the checks below (decision 191); it is sent only
    // if they pass and allow exactly those bytes, and let go of otherwise.
    const conditional = c.req.header("if-range") || c.req.header("if-none-match");
    const asked = conditional ? null : plainRange(c.req.header("range"));
    const early = asked ? readAudio(asked) : null;
    // Awaited only if it is sent; a failure otherwise is nobody's to report.
    early?.catch(() => undefined);
    let kept: Promise<R2ObjectBody | null> | null = null;
    try {
      // Independent reads side by side (decision 191); nothing of the audio is sent before the checks below pass.
      const [listener, full, head] = await Promise.all([
        time("session", findSessionUser(primaryDb(c.env.DB), grant.sessionId, grant.userId)),
        fallback ? time("d1", findAudioObject(c.var.db, bookId, FULL_AUDIO_PART)) : null,
        time("r2-head", c.env.AUDIO.head(key)),
      ]);
      // A link opens one part of one book for one live session, or with the fallback prefix the same book's full
      // audio; premium links end with premium access.
      const premium = !!listener && hasPremiumAccess(listener);
      if (!listener || (grant.tier === "premium" && !premium)) throw invalidLink();
      // A chapter's link prices a chapter: the full audio is priced by its own duration, from the server's records.
      let durationSeconds = grant.durationSeconds;
      if (fallback) {
        if (!full) throw new ApiError("NO_FULL_AUDIO", NO_FULL_AUDIO_MESSAGE);
        durationSeconds = Math.max(1, full.durationSeconds);
      }
      if (!head)
        throw fallback
          ? new ApiError("NO_FULL_AUDIO", NO_FULL_AUDIO_MESSAGE)
          : new ApiError("NOT_FOUND", "This audio does not exist.");

      const headers = new Headers({
        "Content-Type": head.httpMetadata?.contentType ?? "audio/mpeg",
        "Accept-Ranges": "bytes",
        ETag: head.httpEtag,
        "Cache-Control": "private, max-age=600",
      });
      const ifNoneMatch = c.req.header("if-none-match");
      if (
        ifNoneMatch &&
        ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === head.httpEtag || tag.trim() === "*")
      )
        return new Response(null, { status: 304, headers });

      let range =
        c.req.header("if-range") && c.req.header("if-range") !== head.httpEtag
          ? ({ kind: "full" } as RangeResult)
          : parseRange(c.req.header("range"), head.size);
      const unsatisfiable = (code: "RANGE_NOT_SATISFIABLE" | "DAILY_LIMIT_STREAM_END", message: string) => {
        headers.set("Content-Range", `bytes */${head.size}`);
        headers.set("Content-Type", "application/json");
        return new Response(JSON.stringify(errorBody(code, message)), { status: ERROR_STATUS[code], headers });
      };
      if (range.kind === "unsatisfiable")
        return unsatisfiable("RANGE_NOT_SATISFIABLE", `The requested range is outside the audio's ${head.size} bytes.`);
      let prefetched: Promise<R2ObjectBody | null> | null = null;
      if (!premium) {
        // Free allowance (041): each answer carries at most one step of audio, charged before it is sent. Past the
        // allowance the answer is 416 DAILY_LIMIT_STREAM_END, which media elements take as the end of what they can buffer.
        const start = range.kind === "partial" ? range.offset : 0;
        const end = range.kind === "partial" ? range.offset + range.length - 1 : head.size - 1;
        const request = { part: `${bookId}/${part}`, size: head.size, duration: durationSeconds, start, end };
        // The step's bytes are read while the ledger charges them (decision 191), and sent only if it grants them all.
        const stepEnd = freeStepEnd(request);
        const stepRead = sameRange(asked, start, stepEnd - start + 1)
          ? early!
          : readAudio({ kind: "partial", offset: start, length: stepEnd - start + 1 });
        const granted = await time("reserve", grantFreeBytes(c.env, grant.userId, request));
        if (granted !== stepEnd && stepRead !== early) discardBody(stepRead);
        if (granted === null)
          return unsatisfiable(
            "DAILY_LIMIT_STREAM_END",
            "You have used today's free listening time. Subscribe to Premium for unlimited listening.",
          );
        if (range.kind === "partial" || granted < head.size - 1)
          range = { kind: "partial", offset: start, length: granted - start + 1 };
        if (granted === stepEnd) prefetched = stepRead;
      } else if (range.kind === "partial" && sameRange(asked, range.offset, range.length)) prefetched = early;
      kept = prefetched ?? readAudio(range);
      const object = await kept;
      if (!object) throw new ApiError("NOT_FOUND", "This audio does not exist.");
      if (range.kind === "partial") {
        headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
        headers.set("Content-Length", String(range.length));
        return new Response(object.body, { status: 206, headers });
      }
      headers.set("Content-Length", String(head.size));
      return new Response(object.body, { status: 200, headers });
    } finally {
      if (early && kept !== early) discardBody(early);
    }
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
