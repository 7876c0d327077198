import { Hono } from "hono";
import { z } from "zod";
import { FAVOURITES_KEY } from "../db/listening";
import type { AppEnv } from "../env";
import { dailyUsage } from "../listening/allowance";
import { recordReport } from "../listening/history";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { timeStep } from "../middleware/server-timing";

/** At most this many entries per map per request; the client sends only what changed. */
export const MAX_ENTRIES_PER_MAP = 50;
export const MIN_PLAYBACK_RATE = 0.5;
export const MAX_PLAYBACK_RATE = 3;

/** At most this many favourites in the list write-audio-history may carry. */
export const MAX_FAVOURITES = 500;

const key = z
  .string()
  .min(1)
  .max(210)
  .regex(/^[^\s\u0000-\u001f]+$/, "must be a book id or full_{bookId}");
const position = z.number().min(0).max(1_000_000);
const boundedMap = <V extends z.ZodType>(value: V) =>
  z.record(key, value).refine((map) => Object.keys(map).length <= MAX_ENTRIES_PER_MAP, `at most ${MAX_ENTRIES_PER_MAP} entries`);

const historyBody = z
  .object({
    // The spec's audio_history: positions per book key, plus the favourites list under "favorites".
    audioHistory: z
      .record(key, z.union([position, z.array(z.string().min(1).max(200)).max(MAX_FAVOURITES)]))
      .refine(
        (map) => Object.entries(map).every(([k, v]) => (k === FAVOURITES_KEY) === Array.isArray(v)),
        `"${FAVOURITES_KEY}" takes a list of book ids, every other key a position in seconds`,
      )
      .refine(
        (map) => Object.keys(map).filter((k) => k !== FAVOURITES_KEY).length <= MAX_ENTRIES_PER_MAP,
        `at most ${MAX_ENTRIES_PER_MAP} entries`,
      )
      .default({}),
    audioHistoryChapter: boundedMap(z.string().min(1).max(200)).default({}),
    playbackSpeeds: boundedMap(z.number().min(MIN_PLAYBACK_RATE).max(MAX_PLAYBACK_RATE)).default({}),
    /** Seconds of audio played since the previous report; clamped by the server, so any finite number is accepted. */
    dailyUsageIncrement: z.number().default(0),
    /** A fresh id per report: the same report sent again (a replay, a retry racing its original) counts once. */
    reportId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  })
  .strict();

/** Listening history and the daily allowance (POST /user/daily-usage, /user/write-audio-history; rules: docs/product.md, "Listening"). */
export const listeningRoutes = new Hono<AppEnv>()
  .post("/daily-usage", requireUser, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await dailyUsage(c.env, c.var.user));
  })
  .post("/write-audio-history", requireUser, rateLimit("LISTENING_REPORT_LIMITER"), validate("json", historyBody), async (c) => {
    const usage = await recordReport(c.env, c.var.db, c.var.user, c.req.valid("json"), timeStep(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ dailyUsage: usage.dailyUsage });
  });
