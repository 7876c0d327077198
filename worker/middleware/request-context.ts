import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";

/**
 * The D1 bookmark a client sends back so its reads see its own writes (docs/decisions/043): D1's
 * Sessions API lets every other read come from the nearest replica.
 */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
const BOOKMARK_PATTERN = /^[\w-]{1,200}$/;

/** Gives every request an id (echoed as X-Request-Id) and its own drizzle instance on a D1 session. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", requestId);
  const bookmark = c.req.header(BOOKMARK_HEADER);
  const session = c.env.DB.withSession(bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : "first-unconstrained");
  c.set("db", createDb(session));
  c.set("user", null);
  c.set("sessionId", null);
  c.set("tokenState", "absent");
  await next();
  c.header("X-Request-Id", requestId);
  const latest = session.getBookmark();
  if (latest) c.header(BOOKMARK_HEADER, latest);
});
