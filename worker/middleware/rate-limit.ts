import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

type LimiterName = "SIGN_IN_LIMITER" | "SEARCH_LIMITER" | "EXTERNAL_SEARCH_LIMITER" | "EXPORT_LIMITER";

/**
 * Per-caller rate limit with the Workers rate-limiting binding (limits in wrangler.toml).
 * Signed-in callers are counted by user, everyone else by client IP.
 */
export function rateLimit(limiter: LimiterName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.var.user ? `user:${c.var.user.id}` : `ip:${c.req.header("cf-connecting-ip") ?? "unknown"}`;
    const { success } = await c.env[limiter].limit({ key: `${limiter}:${caller}` });
    if (!success) {
      c.header("Retry-After", "60");
      throw new ApiError("RATE_LIMITED", "Too many requests. Please wait a minute and try again.");
    }
    await next();
  });
}
