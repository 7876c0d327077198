import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * The web client sends `Content-Type: application/json` on every call, bodiless POSTs included (spec 7). Such a call
 * reads as the empty object, as it would without the header, instead of as malformed JSON.
 */
export const emptyJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json" && (c.req.raw.body === null || c.req.header("content-length") === "0"))
    c.req.bodyCache.json = Promise.resolve({});
  await next();
});
