import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { wrapTime } from "hono/timing";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

type LimiterName =
  | "SIGN_IN_LIMITER"
  | "SEARCH_LIMITER"
  | "EXTERNAL_SEARCH_LIMITER"
  | "EXPORT_LIMITER"
  | "SUMMARY_REQUEST_LIMITER"
  | "PUBLIC_READ_LIMITER"
  | "PODCAST_FEED_LIMITER"
  | "LISTENING_REPORT_LIMITER"
  | "HIGHLIGHT_LIMITER"
  | "DOWNLOAD_LIMITER"
  | "REVIEW_LIMITER"
  | "CUES_JOB_LIMITER";

/**
 * One call against a Workers rate-limiting binding (limits in wrangler.toml): signed-in callers are counted by
 * user, everyone else by client IP. Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export async function enforceRateLimit(c: Context<AppEnv>, limiter: LimiterName): Promise<void> {
  const caller = c.var.user ? `user:${c.var.user.id}` : `ip:${c.req.header("cf-connecting-ip") ?? "unknown"}`;
  const { success } = await wrapTime(c, "limit", c.env[limiter].limit({ key: `${limiter}:${caller}` }));
  if (!success) {
    c.header("Retry-After", "60");
    throw new ApiError("RATE_LIMITED", "Too many requests. Please wait a minute and try again.");
  }
}

/** Per-caller rate limit as a route middleware. */
export function rateLimit(limiter: LimiterName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, limiter);
    await next();
  });
}
