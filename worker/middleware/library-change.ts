import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { libraryChanged } from "../lib/library-version";

/**
 * For routes that write books: once the route has answered with success, every cached library answer is turned
 * over (docs/decisions/031-library-edge-cache.md). Put it after the role check, so a refused caller flushes nothing.
 */
export const changesLibrary = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.ok) await libraryChanged(c.env);
});
