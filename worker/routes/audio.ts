import { Hono } from "hono";
import { z } from "zod";
import { audioKey, findAudioObject, firstChapterId, FULL_AUDIO_PART } from "../db/audio";
import { findBookById } from "../db/books";
import type { AppEnv } from "../env";
import { createJob } from "../jobs/progress";
import { hasPremiumAccess } from "../lib/access";
import { signStreamGrant, verifyStreamGrant } from "../lib/audio-token";
import { dailyUsageFor, servedAudioMeter, servedCapSeconds, usageDay } from "../lib/daily-usage";
import { findSessionUser } from "../db/users";
import { meteredBody } from "../meter/metered-body";
import { ApiError, errorBody } from "../lib/errors";
import { parseRange } from "../lib/http-range";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import type { JobMessage } from "../queue/messages";
import { AUDIO_STEP } from "../jobs/book-audio-job";

const id = z.string().trim().min(1).max(200);

const getAudioBody = z
  .object({
    bookId: id,
    chapterId: id.optional(),
    fullAudio: z.boolean().optional(),
  })
  .strict();

const genBody = z.object({ bookId: id }).strict();

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
/** A free user's response is charged this many seconds of audio at a time, just before they are sent. */
const METER_STEP_SECONDS = 15;
/** The spec's full-audio fallback (spec 4) puts this before the book id; it names the full-book audio. */
const FULL_AUDIO_PREFIX = "fullaudio_";

export const audioRoutes = new Hono<AppEnv>()
  .post(
    "/get-audio",
    async (c, next) => {
      // Anonymous visitors are asked to sign in before anything else is looked at.
      if (!c.var.user) throw new ApiError("UNAUTHORIZED", "Please sign in to listen.");
      await next();
    },
    validate("json", getAudioBody),
    async (c) => {
      const user = c.var.user!;
      const { bookId, chapterId, fullAudio } = c.req.valid("json");
      // Spec 6: playback needs premium access or remaining daily time above 0.
      if (!hasPremiumAccess(user)) {
        const { remainingTime } = await dailyUsageFor(c.env, user);
        if (remainingTime <= 0)
          throw new ApiError(
            "DAILY_LIMIT_REACHED",
            "You have used today's free listening time. Subscribe to Premium for unlimited listening.",
          );
      }
      const part = fullAudio ? FULL_AUDIO_PART : (chapterId ?? (await firstChapterId(c.var.db, bookId)) ?? FULL_AUDIO_PART);
      const audio = await findAudioObject(c.var.db, bookId, part);
      if (!audio)
        throw new ApiError(
          "NOT_FOUND",
          fullAudio ? "No full-book audio exists for this book yet." : "No audio exists for this book yet.",
        );
      const token = await signStreamGrant(c.env, {
        bookId,
        part,
        userId: user.id,
        sessionId: c.var.sessionId!,
        tier: hasPremiumAccess(user) ? "premium" : "free",
        durationSeconds: Math.max(1, audio.durationSeconds),
        exp: Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json({
        audioUrl: `/api/v1/audio/stream/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.mp3?token=${token}`,
        durationSeconds: audio.durationSeconds,
        part,
      });
    },
  )
  .get("/stream/:book/:file", validate("param", streamParams), validate("query", streamQuery), async (c) => {
    const { book, file } = c.req.valid("param");
    const grant = await verifyStreamGrant(c.env, c.req.valid("query").token);
    const fallback = book.startsWith(FULL_AUDIO_PREFIX);
    const bookId = fallback ? book.slice(FULL_AUDIO_PREFIX.length) : book;
    const part = fallback ? FULL_AUDIO_PART : file.slice(0, -".mp3".length);
    // A link opens one part of one book for one live session; premium links end with premium access.
    const listener = grant && (await findSessionUser(c.var.db, grant.sessionId, grant.userId));
    const premium = !!listener && hasPremiumAccess(listener);
    if (!grant || !listener || grant.bookId !== bookId || grant.part !== part || (grant.tier === "premium" && !premium))
      throw new ApiError("INVALID_SIGNATURE", "This audio link is invalid or has expired. Start playback again.");
    // Only this book's audio keys are reachable, whatever the path says.
    const key = audioKey(bookId, part);
    const head = await c.env.AUDIO.head(key);
    if (!head) throw new ApiError("NOT_FOUND", "This audio does not exist.");

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

    const range =
      c.req.header("if-range") && c.req.header("if-range") !== head.httpEtag
        ? { kind: "full" as const }
        : parseRange(c.req.header("range"), head.size);
    if (range.kind === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${head.size}`);
      headers.set("Content-Type", "application/json");
      return new Response(
        JSON.stringify(errorBody("RANGE_NOT_SATISFIABLE", `The requested range is outside the audio's ${head.size} bytes.`)),
        { status: 416, headers },
      );
    }
    if (!premium) {
      // Free allowance: every byte is charged before it is sent (041).
      const start = range.kind === "partial" ? range.offset : 0;
      const end = range.kind === "partial" ? range.offset + range.length - 1 : head.size - 1;
      const meter = servedAudioMeter(c.env, grant.userId);
      const stepBytes = Math.max(16 * 1024, Math.ceil((METER_STEP_SECONDS * head.size) / grant.durationSeconds));
      const day = usageDay(Date.now());
      const reserve = (from: number) =>
        meter.reserve({
          day,
          part: `${bookId}/${part}`,
          size: head.size,
          duration: grant.durationSeconds,
          start: from,
          end: Math.min(end, from + stepBytes - 1),
          capSeconds: servedCapSeconds(c.env),
        });
      const firstGrant = await reserve(start);
      if (firstGrant === null)
        throw new ApiError(
          "DAILY_LIMIT_REACHED",
          "You have used today's free listening time. Subscribe to Premium for unlimited listening.",
        );
      // The allowance ends inside this first step: promise only what will be sent.
      const last = firstGrant < Math.min(end, start + stepBytes - 1) ? firstGrant : end;
      const object = await c.env.AUDIO.get(key, { range: { offset: start, length: last - start + 1 } });
      if (!object) throw new ApiError("NOT_FOUND", "This audio does not exist.");
      headers.set("Content-Length", String(last - start + 1));
      if (range.kind === "full" && last === head.size - 1)
        return new Response(meteredBody(object.body, { start, grantedEnd: firstGrant, reserve }), { status: 200, headers });
      headers.set("Content-Range", `bytes ${start}-${last}/${head.size}`);
      return new Response(meteredBody(object.body, { start, grantedEnd: firstGrant, reserve }), { status: 206, headers });
    }
    const object = await c.env.AUDIO.get(
      key,
      range.kind === "partial" ? { range: { offset: range.offset, length: range.length } } : {},
    );
    if (!object) throw new ApiError("NOT_FOUND", "This audio does not exist.");
    if (range.kind === "partial") {
      headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
      headers.set("Content-Length", String(range.length));
      return new Response(object.body, { status: 206, headers });
    }
    headers.set("Content-Length", String(head.size));
    return new Response(object.body, { status: 200, headers });
  })
  .post("/gen-book-audio", requireRole("admin"), validate("json", genBody), async (c) => {
    const { bookId } = c.req.valid("json");
    const book = await findBookById(c.var.db, bookId);
    if (!book) throw new ApiError("NOT_FOUND", "This book does not exist.");
    const jobId = await createJob(c.var.db, { bookId, kind: "audio", steps: [AUDIO_STEP], createdBy: c.var.user!.id });
    await c.env.JOBS.send({ type: "book-audio", jobId, bookId } satisfies JobMessage);
    return c.json({ jobId }, 202);
  });
