import { Hono } from "hono";
import { z } from "zod";
import { mergeListeningState } from "../db/listening";
import type { AppEnv } from "../env";
import { hasPremiumAccess } from "../lib/access";
import { addUsage, dailyUsageFor } from "../lib/daily-usage";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

/** At most this many entries per map per request; the client sends only what changed. */
export const MAX_ENTRIES_PER_MAP = 50;
export const MIN_PLAYBACK_RATE = 0.5;
export const MAX_PLAYBACK_RATE = 3;

const key = z
  .string()
  .min(1)
  .max(210)
  .regex(/^[^\s\u0000-\u001f]+$/, "must be a book id or full_{bookId}");
const boundedMap = <V extends z.ZodType>(value: V) =>
  z.record(key, value).refine((map) => Object.keys(map).length <= MAX_ENTRIES_PER_MAP, `at most ${MAX_ENTRIES_PER_MAP} entries`);

const historyBody = z
  .object({
    audioHistory: boundedMap(z.number().min(0).max(1_000_000)).default({}),
    audioHistoryChapter: boundedMap(z.string().min(1).max(200)).default({}),
    playbackSpeeds: boundedMap(z.number().min(MIN_PLAYBACK_RATE).max(MAX_PLAYBACK_RATE)).default({}),
    /** Seconds played since the previous report; clamped by the server, so any finite number is accepted. */
    dailyUsageIncrement: z.number().default(0),
  })
  .strict();

/** Listening history and the daily allowance (spec 7: /user/daily-usage, /user/write-audio-history). */
export const listeningRoutes = new Hono<AppEnv>()
  .post("/daily-usage", requireUser, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await dailyUsageFor(c.env, c.var.user!));
  })
  .post("/write-audio-history", requireUser, validate("json", historyBody), async (c) => {
    const user = c.var.user!;
    const body = c.req.valid("json");
    // History (D1) and usage (KV) are independent stores: write both at once. If D1 fails after KV took the
    // increment, the client's retry cannot count it twice: addUsage credits only wall time not yet credited (041).
    // Premium users' usage stays 0.
    const [, usage] = await Promise.all([
      mergeListeningState(c.var.db, user.id, body),
      hasPremiumAccess(user) ? 0 : addUsage(c.env.USAGE, user.id, body.dailyUsageIncrement),
    ]);
    const dailyUsage = Math.round(usage);
    c.header("Cache-Control", "private, no-store");
    return c.json({ dailyUsage });
  });
