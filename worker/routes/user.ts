import { Hono } from "hono";
import { z } from "zod";
import { createSession, revokeSession, upsertUserFromIdentity } from "../db/users";
import type { AppEnv } from "../env";
import { ApiError, errorBody, toApiError } from "../lib/errors";
import { readUserInfo } from "../listening/read";
import { SESSION_TTL_SECONDS, signAccessToken } from "../lib/session-token";
import { validate } from "../lib/validate";
import { requireUser, withLiveSession } from "../middleware/auth";
import { timeStep } from "../middleware/server-timing";
import { rateLimit } from "../middleware/rate-limit";
import { IdTokenRejected, verifyGoogleIdToken } from "../services/identity";

const loginBody = z.object({ googleToken: z.string().min(20).max(8192) }).strict();

/** Account routes. Later features (listening, billing) add their /user/* routes to this app. */
export const userRoutes = new Hono<AppEnv>()
  .post("/login", async (c, next) => {
    await next();
    // A failed login still answers { accessToken: null }, next to the error envelope (docs/product.md, "Session").
    if (c.error) {
      const error = toApiError(c.error);
      if (error.status < 500) c.res = c.json({ accessToken: null, ...errorBody(error.code, error.message) }, error.status);
    }
  })
  .post("/login", rateLimit("SIGN_IN_LIMITER"), validate("json", loginBody), async (c) => {
    const { googleToken } = c.req.valid("json");
    let identity;
    try {
      identity = await verifyGoogleIdToken(c.env, googleToken);
    } catch (err) {
      if (err instanceof IdTokenRejected) throw new ApiError("INVALID_ID_TOKEN", err.message);
      throw err;
    }
    const user = await upsertUserFromIdentity(c.var.db, identity);
    const session = await createSession(c.var.db, user.id, SESSION_TTL_SECONDS);
    const accessToken = await signAccessToken(c.env, user.id, session.id, session.expiresAt);
    return c.json({ accessToken });
  })
  .post("/logout", requireUser, async (c) => {
    await revokeSession(c.var.db, c.var.sessionId);
    return c.json({ successful: true });
  })
  // Spared authenticate (app.ts): its one read checks the session (decision 193).
  .post("/user-info", async (c) => {
    const info = await withLiveSession(c, (claims) => readUserInfo(c.env, claims, timeStep(c)));
    c.header("Cache-Control", "private, no-store");
    return c.json(info);
  });
