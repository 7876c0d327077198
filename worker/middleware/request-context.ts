import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";

/** Gives every request an id (echoed as X-Request-Id) and its own drizzle instance. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("db", createDb(c.env.DB));
  c.set("user", null);
  c.set("sessionId", null);
  c.set("tokenState", "absent");
  await next();
  c.header("X-Request-Id", requestId);
});
