import { Hono } from "hono";
import { z } from "zod";
import type { DueHighlights, GradedCard, ReviewSettings } from "../../shared/contract";
import {
  countDueHighlights,
  ensureReviewCards,
  findOwnReviewCard,
  listDueHighlights,
  reviewEmailSetting,
  saveGradedCard,
  setReviewEmail,
} from "../db/review";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { gradeCard, REVIEW_GRADES } from "../lib/review-schedule";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";

export const MAX_DUE_LISTED = 50;

const dueQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_DUE_LISTED).optional() }).strict();
const gradeParam = z.object({ highlightId: z.string().min(1).max(100) });
const gradeBody = z.object({ grade: z.enum(REVIEW_GRADES), version: z.number().int().min(0).max(1_000_000) }).strict();
const settingsBody = z.object({ dailyEmail: z.boolean() }).strict();

/**
 * Review of highlights with FSRS (docs/decisions/165-review-with-fsrs.md): premium access, as highlights are. Cards
 * are read and graded only through the caller's own user id, so no one reaches another reader's cards.
 */
export const reviewRoutes = new Hono<AppEnv>()
  .use("*", requireRole("premium"))
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/due", validate("query", dueQuery), async (c) => {
    const userId = c.var.user.id;
    const now = Date.now();
    await ensureReviewCards(c.var.db, userId);
    const [highlights, due_count] = await Promise.all([
      listDueHighlights(c.var.db, userId, now, c.req.valid("query").limit ?? MAX_DUE_LISTED),
      countDueHighlights(c.var.db, userId, now),
    ]);
    const body: DueHighlights = { highlights, due_count };
    return c.json(body);
  })
  .get("/count", async (c) => {
    return c.json({ due_count: await countDueHighlights(c.var.db, c.var.user.id, Date.now()) });
  })
  .post(
    "/:highlightId/grade",
    rateLimit("REVIEW_LIMITER"),
    validate("param", gradeParam),
    validate("json", gradeBody),
    async (c) => {
      const { highlightId } = c.req.valid("param");
      const { grade, version } = c.req.valid("json");
      const userId = c.var.user.id;
      const now = Date.now();
      const card = await findOwnReviewCard(c.var.db, userId, highlightId);
      // Someone else's highlight and one that does not exist answer alike.
      if (!card) throw new ApiError("NOT_FOUND", "No such highlight to review.");
      if (
        card.version !== version ||
        !(await saveGradedCard(c.var.db, userId, highlightId, version, gradeCard(card, grade, now)))
      )
        throw new ApiError("CONFLICT", "This highlight was already graded.");
      const saved = await findOwnReviewCard(c.var.db, userId, highlightId);
      const body: GradedCard = {
        highlight_id: highlightId,
        version: version + 1,
        due: new Date(saved?.due ?? now).toISOString(),
        due_count: await countDueHighlights(c.var.db, userId, now),
      };
      return c.json(body);
    },
  )
  .get("/settings", async (c) => {
    const body: ReviewSettings = { daily_email: await reviewEmailSetting(c.var.db, c.var.user.id) };
    return c.json(body);
  })
  .put("/settings", rateLimit("REVIEW_LIMITER"), validate("json", settingsBody), async (c) => {
    const { dailyEmail } = c.req.valid("json");
    await setReviewEmail(c.var.db, c.var.user.id, dailyEmail);
    if (dailyEmail) await ensureReviewCards(c.var.db, c.var.user.id);
    const body: ReviewSettings = { daily_email: dailyEmail };
    return c.json(body);
  });
