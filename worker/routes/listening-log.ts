import { Hono } from "hono";
import { z } from "zod";
import { setHideStreak } from "../db/listening-sessions";
import type { AppEnv } from "../env";
import { readListeningLog } from "../listening/log";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

const logQuery = z
  .object({
    before: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
const settingsBody = z.object({ hideStreak: z.boolean() }).strict();

/** The listening log (docs/decisions/132-listening-log-and-streak.md); read in worker/listening/log.ts. */
export const listeningLogRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", validate("query", logQuery), async (c) => {
    const answer = await readListeningLog(c.env, c.var.db, c.var.user.id, c.req.valid("query"));
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  .put("/settings", validate("json", settingsBody), async (c) => {
    const { hideStreak } = c.req.valid("json");
    await setHideStreak(c.var.db, c.var.user.id, hideStreak);
    c.header("Cache-Control", "private, no-store");
    return c.json({ hide_streak: hideStreak });
  });
