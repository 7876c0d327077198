import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { devIdentityEnabled } from "../lib/config";
import { dailyUsage, listeningLedger, presetUsage } from "../listening/allowance";
import { loadUserInfo } from "../db/user-profile";
import { requireUser } from "../middleware/auth";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { issueDevIdToken } from "../services/identity";
import { createLoopbackSynthesizer, isLoopbackUrl } from "../services/speech/loopback";
import { generateDemoAudio } from "../jobs/demo-audio";
import { partsMissingCues } from "../jobs/book-cues";
import { libraryChanged } from "../lib/library-version";
import { findBookById } from "../db/books";

const idTokenBody = z
  .object({
    email: z.email().max(254),
    given_name: z.string().trim().min(1).max(100),
    family_name: z.string().trim().max(100).default(""),
    picture: z
      .url({ protocol: /^https$/ })
      .max(1000)
      .optional(),
  })
  .strict();

const devUsageBody = z.object({ seconds: z.number().min(0).max(86_400) }).strict();

const demoAudioBody = z
  .object({
    bookId: z.string().trim().min(1).max(200),
    speechUrl: z
      .string()
      .max(200)
      .refine(isLoopbackUrl, "speechUrl must be an http URL on this machine (127.0.0.1, localhost or [::1]) with a port."),
  })
  .strict();

/** The header that carries `npm run dev`'s per-run secret (scripts/dev.mjs makes it, scripts/lib/seed-audio.ts sends it). */
export const DEMO_AUDIO_SECRET_HEADER = "x-demo-audio-secret";

/** Both present and equal, compared in constant time (hashed first, so lengths do not show either). */
async function sameSecret(given: string | undefined, expected: string | undefined): Promise<boolean> {
  if (!given || !expected) return false;
  const digest = async (value: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** Developer tools of the offline adapters. They do not exist (404) unless DEV_IDENTITY is on and ENVIRONMENT is development. */
export const devRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (!devIdentityEnabled(c.env)) throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    await next();
  })
  .post("/id-token", validate("json", idTokenBody), async (c) => {
    const claims = c.req.valid("json");
    const idToken = await issueDevIdToken(c.env.USAGE, c.env.GOOGLE_CLIENT_ID ?? "", claims);
    return c.json({ idToken });
  })
  // Sets the signed-in user's listening usage for today (to try or test the daily limit).
  .post("/daily-usage", requireUser, validate("json", devUsageBody), async (c) => {
    const { seconds } = c.req.valid("json");
    await presetUsage(c.env, c.var.user.id, seconds);
    return c.json(await dailyUsage(c.env, c.var.user));
  })
  // The bench's view of the signed-in user's ledger (docs/decisions/045): what its flushes cost D1, what is still
  // pending, and the history D1 itself holds (without the ledger laid over it, unlike user-info).
  .post("/listening-ledger", requireUser, async (c) => {
    const user = c.var.user;
    const ledger = listeningLedger(c.env, user.id);
    const [{ stats, alarmAt }, unflushed, info] = await Promise.all([
      ledger.flushStats(),
      ledger.unflushedHistory(),
      loadUserInfo(c.var.db, user),
    ]);
    c.header("Cache-Control", "private, no-store");
    return c.json({
      flushStats: stats,
      alarmAt,
      unflushed,
      d1: {
        audio_history: info.audio_history,
        audio_history_chapter: info.audio_history_chapter,
        playback_speeds: info.playback_speeds,
      },
    });
  })
  // The bench's floor of a history report (issue 33): the session check, a round trip to the reader's ledger and the
  // one write every report makes there, with no history, arithmetic or D1 read.
  .post("/ledger-touch", requireUser, async (c) => {
    await listeningLedger(c.env, c.var.user.id).touch(c.var.user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ ok: true });
  })
  // `npm run dev`'s demo audio (docs/decisions/094-one-writer-for-local-state.md): the speech comes from a helper on
  // this machine, and this worker writes the audio and its rows, so no second process ever opens the local D1 or R2.
  .post("/demo-audio", validate("json", demoAudioBody), async (c) => {
    if (!(await sameSecret(c.req.header(DEMO_AUDIO_SECRET_HEADER), c.env.DEMO_AUDIO_SECRET)))
      throw new ApiError("FORBIDDEN", "This needs the demo-audio secret of this `npm run dev` run.");
    const { bookId, speechUrl } = c.req.valid("json");
    const book = await findBookById(c.var.db, bookId);
    if (!book) throw new ApiError("NOT_FOUND", `No book ${bookId}.`);
    c.header("Cache-Control", "private, no-store");
    if (book.fullAudio && (await partsMissingCues(c.var.db, c.env.AUDIO, bookId)).length === 0)
      return c.json({ bookId, status: "ready" as const, generated: [] });
    try {
      const { generated } = await generateDemoAudio(
        { db: c.var.db, bucket: c.env.AUDIO, synthesizer: async () => createLoopbackSynthesizer(speechUrl) },
        bookId,
      );
      await libraryChanged(c.env);
      return c.json({ bookId, status: "done" as const, generated });
    } catch (err) {
      // The job row says failed too; the caller (scripts/seed.ts) reports it and goes on with the next book.
      return c.json({ bookId, status: "failed" as const, error: err instanceof Error ? err.message : String(err) });
    }
  });
