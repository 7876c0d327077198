import { createMiddleware } from "hono/factory";
import { findSessionUser } from "../db/users";
import type { AppEnv } from "../env";
import { hasPremiumAccess, isAdmin, isSuperUser } from "../lib/access";
import { ApiError } from "../lib/errors";
import { verifyAccessToken } from "../lib/session-token";

/**
 * Reads the bearer token, if any. No token: the caller is anonymous and routes that need a user
 * say so with requireUser/requireRole. A token that is not valid (malformed, expired, revoked)
 * is a 401 on every route, so the client learns at once that its session ended (spec 4).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer ([A-Za-z0-9_.-]{1,4096})$/);
  c.set("tokenState", header ? "invalid" : "absent");
  if (match?.[1]) {
    const claims = await verifyAccessToken(c.env, match[1]);
    const user = claims ? await findSessionUser(c.var.db, claims.sessionId, claims.userId) : null;
    if (user && claims) {
      c.set("user", user);
      c.set("sessionId", claims.sessionId);
      c.set("tokenState", "valid");
    }
  }
  if (c.var.tokenState === "invalid") throw unauthorized("invalid");
  await next();
});

function unauthorized(state: AppEnv["Variables"]["tokenState"]) {
  return new ApiError(
    "UNAUTHORIZED",
    state === "absent" ? "Please sign in to continue." : "Your session has ended. Please sign in again.",
  );
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized(c.var.tokenState);
  await next();
});

const ROLE_CHECKS = {
  admin: { allows: isAdmin, message: "This needs an admin account." },
  superUser: { allows: isSuperUser, message: "This needs a super user account." },
  premium: { allows: (u) => hasPremiumAccess(u), message: "This needs Chapterly Premium." },
} satisfies Record<string, { allows: (user: NonNullable<AppEnv["Variables"]["user"]>) => boolean; message: string }>;

/** 401 without a signed-in user, 403 for a user without the role. */
export function requireRole(role: keyof typeof ROLE_CHECKS) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized(c.var.tokenState);
    const check = ROLE_CHECKS[role];
    if (!check.allows(user)) throw new ApiError(role === "premium" ? "PREMIUM_REQUIRED" : "FORBIDDEN", check.message);
    await next();
  });
}
