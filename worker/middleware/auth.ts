import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { wrapTime } from "hono/timing";
import type { User } from "../db/schema";
import { primaryDb } from "../db/client";
import { findSessionUser } from "../db/users";
import type { AppEnv } from "../env";
import { hasPremiumAccess, isAdmin, isSuperUser } from "../lib/access";
import { ApiError } from "../lib/errors";
import { verifyAccessToken, type AccessClaims } from "../lib/session-token";

/**
 * Reads the bearer token, if any. No token: the caller is anonymous and routes that need a user
 * say so with requireUser/requireRole. A token that is not valid (malformed, expired, revoked)
 * is a 401 on every route, so the client learns at once that its session ended (docs/product.md, "Session").
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await tokenClaims(c);
  if (claims) {
    // On the primary, never a replica a client's bookmark picked: a logout or a demotion counts at once.
    const user = await wrapTime(c, "session", findSessionUser(primaryDb(c.env.DB), claims.sessionId, claims.userId));
    if (!user) throw unauthorized("invalid");
    c.set("user", user);
    c.set("sessionId", claims.sessionId);
    c.set("tokenState", "valid");
  }
  await next();
});

/** The bearer token's verified claims; null without a token, 401 for a malformed or forged one. */
async function tokenClaims(c: Context<AppEnv>): Promise<AccessClaims | null> {
  const header = c.req.header("authorization");
  if (!header) return null;
  c.set("tokenState", "invalid");
  const match = header.match(/^Bearer ([A-Za-z0-9_.-]{1,4096})$/);
  const claims = match?.[1] ? await wrapTime(c, "token", verifyAccessToken(c.env, match[1])) : null;
  if (!claims) throw unauthorized("invalid");
  return claims;
}

/**
 * For a route whose one read checks the session itself (POST /user-info, decision 193; app.ts spares it
 * authenticate): the token's claims, 401 as authenticate answers it. `read` runs with the claims and must return
 * null unless the session is live (`liveSession` in worker/db/users.ts); null is the same 401.
 */
export async function withLiveSession<T>(c: Context<AppEnv>, read: (claims: AccessClaims) => Promise<T | null>): Promise<T> {
  const claims = await tokenClaims(c);
  if (!claims) throw unauthorized("absent");
  const result = await read(claims);
  if (result === null) throw unauthorized("invalid");
  return result;
}

function unauthorized(state: AppEnv["Variables"]["tokenState"], absentMessage = "Please sign in to continue.") {
  return new ApiError("UNAUTHORIZED", state === "absent" ? absentMessage : "Your session has ended. Please sign in again.");
}

/**
 * What the guards below promise to the handlers after them: Hono merges a middleware's Variables into the
 * route's, so after requireUser or requireRole `c.var.user` is a `User`, never null.
 */
export type SignedInEnv = { Variables: { user: User; sessionId: string } };

/** The user as authenticate set it; the guards' own env already claims a user, so they read it through this. */
const signedInUser = (c: { var: AppEnv["Variables"] }): User | null => c.var.user;

/** 401 without a signed-in user; `absentMessage` is what a caller without a token reads. */
export function requireUserWith(absentMessage: string) {
  return createMiddleware<SignedInEnv & AppEnv>(async (c, next) => {
    if (!signedInUser(c)) throw unauthorized(c.var.tokenState, absentMessage);
    await next();
  });
}

export const requireUser = requireUserWith("Please sign in to continue.");

const ROLE_CHECKS = {
  admin: { allows: isAdmin, message: "This needs an admin account." },
  superUser: { allows: isSuperUser, message: "This needs a super user account." },
  premium: { allows: (u) => hasPremiumAccess(u), message: "This needs Chapterly Premium." },
} satisfies Record<string, { allows: (user: NonNullable<AppEnv["Variables"]["user"]>) => boolean; message: string }>;

/** 401 without a signed-in user, 403 for a user without the role. */
export function requireRole(role: keyof typeof ROLE_CHECKS) {
  return createMiddleware<SignedInEnv & AppEnv>(async (c, next) => {
    const user = signedInUser(c);
    if (!user) throw unauthorized(c.var.tokenState);
    const check = ROLE_CHECKS[role];
    if (!check.allows(user)) throw new ApiError(role === "premium" ? "PREMIUM_REQUIRED" : "FORBIDDEN", check.message);
    await next();
  });
}
