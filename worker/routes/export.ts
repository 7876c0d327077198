import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { buildExport } from "../export/formats";
import { hasPremiumAccess } from "../lib/access";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";

const exportQuery = z.object({ format: z.enum(["markdown", "json", "csv"]) }).strict();

/**
 * Everything a reader keeps, as Markdown, JSON or a Readwise CSV of the highlights (docs/decisions/123-export.md). Every
 * signed-in reader can take their own history, favourites and listening log; highlights, notes and the CSV (highlights
 * only) need premium access, as highlights do. The file travels as JSON so the SPA's one API client fetches it.
 */
export const exportRoutes = new Hono<AppEnv>().get(
  "/",
  requireUser,
  rateLimit("EXPORT_LIMITER"),
  validate("query", exportQuery),
  async (c) => {
    const { format } = c.req.valid("query");
    const user = c.var.user;
    const premium = hasPremiumAccess(user);
    if (format === "csv" && !premium) throw new ApiError("PREMIUM_REQUIRED", "The highlights export needs Chapterly Premium.");
    const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
    const bookUrl = (bookId: string) => `${origin}/book/${encodeURIComponent(bookId)}`;
    const file = await buildExport(c.var.db, user, format, premium, bookUrl);
    c.header("Cache-Control", "private, no-store");
    return c.json(file);
  },
);
