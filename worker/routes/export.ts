import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { buildExport } from "../export/formats";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";

const exportQuery = z.object({ format: z.enum(["markdown", "json", "csv"]) }).strict();

/**
 * Everything a reader keeps, as Markdown, JSON or a Readwise CSV of the highlights (docs/decisions/123-export.md). Premium access,
 * as highlights are (docs/decisions/123-export.md). The file travels as JSON so the SPA's one API client fetches it.
 */
export const exportRoutes = new Hono<AppEnv>().get("/", requireRole("premium"), validate("query", exportQuery), async (c) => {
  const { format } = c.req.valid("query");
  const user = c.var.user;
  const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
  const file = await buildExport(c.var.db, user, format, (bookId) => `${origin}/book/${encodeURIComponent(bookId)}`);
  c.header("Cache-Control", "private, no-store");
  return c.json(file);
});
