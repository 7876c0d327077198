import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AppEnv } from "./env";
import { ApiError, handleError } from "./lib/errors";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { configRoutes } from "./routes/config";
import { healthRoutes } from "./routes/health";
import { libraryRoutes } from "./routes/library";
import { userRoutes } from "./routes/user";
import { devRoutes } from "./routes/dev";
import { authenticate } from "./middleware/auth";

/** JSON bodies are small; routes that take uploads set their own limit. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

const api = new Hono<AppEnv>()
  .use(
    "*",
    cors({
      origin: (origin, c) => (origin === c.env.APP_ORIGIN ? origin : null),
      credentials: true,
      allowHeaders: ["Content-Type", "Authorization", "X-Request-Id"],
      exposeHeaders: ["X-Request-Id", "X-Next-Cursor", "X-Total-Count"],
      maxAge: 600,
    }),
  )
  .use("*", async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    if (contentType.startsWith("multipart/form-data")) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError("PAYLOAD_TOO_LARGE", `Request bodies are limited to ${JSON_BODY_LIMIT_BYTES / 1024} KB.`);
      },
    })(c, next);
  })
  .use("*", authenticate)
  .route("/health", healthRoutes)
  .route("/config", configRoutes)
  .route("/library", libraryRoutes)
  .route("/user", userRoutes)
  .route("/dev", devRoutes);

export const app = new Hono<AppEnv>()
  .use("*", requestContext)
  .use("*", securityHeaders)
  .route("/api/v1", api)
  .notFound((c) => {
    if (c.req.path.startsWith("/api/")) throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    return c.env.ASSETS.fetch(c.req.raw);
  })
  .onError(handleError);

export type AppType = typeof app;
