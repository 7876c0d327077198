import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUserWith } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { booksVolumesFor, VolumeSearchUnavailable, type VolumeQuery } from "../services/books-volumes";

/**
 * The books volume search the browser built, as the proxy prefix hands it over (`?url=` + the encoded
 * URL). Only its volume-search parameters are kept; the worker calls its own configured books API, never
 * the host in the URL (no open proxy).
 */
const volumeQuery = z
  .object({
    q: z.string().trim().min(1).max(300),
    maxResults: z.coerce.number().int().min(1).max(40).default(5),
    printType: z.literal("books").default("books"),
    langRestrict: z.literal("en").default("en"),
    orderBy: z.literal("relevance").default("relevance"),
  })
  .strict();

const proxyQuery = z.object({
  url: z
    .string()
    .max(2048)
    .transform((value, ctx) => {
      let parsed: URL;
      try {
        parsed = new URL(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "not a URL" });
        return z.NEVER;
      }
      if (!/^https?:$/.test(parsed.protocol) || !parsed.pathname.endsWith("/volumes")) {
        ctx.addIssue({ code: "custom", message: "not a books volume search" });
        return z.NEVER;
      }
      const result = volumeQuery.safeParse(Object.fromEntries(parsed.searchParams));
      if (!result.success) {
        const issue = result.error.issues[0];
        ctx.addIssue({ code: "custom", message: `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}` });
        return z.NEVER;
      }
      return result.data as VolumeQuery;
    }),
});

/**
 * GET /api/v1/library/books-proxy?url=...: the public books search fallback (docs/product.md, "Content rules"), in
 * every environment for signed-in callers only (the search box is inside the signed-in layout), rate-limited per user.
 */
export const booksProxyRoutes = new Hono<AppEnv>().get(
  "/books-proxy",
  requireUserWith("Please sign in to search external books."),
  rateLimit("EXTERNAL_SEARCH_LIMITER"),
  validate("query", proxyQuery),
  async (c) => {
    const query = c.req.valid("query").url;
    try {
      const answer = await booksVolumesFor(c.env).search(query);
      c.header("Cache-Control", "public, max-age=300");
      return c.json(answer);
    } catch (err) {
      if (err instanceof VolumeSearchUnavailable) {
        console.warn(`[books-proxy] ${err.detail}`);
        throw new ApiError("EXTERNAL_CATALOG_UNAVAILABLE", err.message);
      }
      throw err;
    }
  },
);
