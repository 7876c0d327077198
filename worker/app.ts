import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppEnv } from "./env";
import { ApiError, handleError } from "./lib/errors";
import { bodyLimits } from "./middleware/body-limits";
import { emptyJsonBody } from "./middleware/empty-json-body";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { serverTiming } from "./middleware/server-timing";
import { fetchAppShell } from "./lib/app-shell";
import { configRoutes } from "./routes/config";
import { crawlerRoutes } from "./routes/crawlers";
import { firstScreenRoutes } from "./routes/first-screen";
import { healthRoutes } from "./routes/health";
import { externalBookRoutes } from "./routes/external-books";
import { libraryRoutes } from "./routes/library";
import { chapterRoutes } from "./routes/chapter";
import { snippetRoutes } from "./routes/snippet";
import { favoriteRoutes } from "./routes/favorites";
import { userRoutes } from "./routes/user";
import { audioRoutes } from "./routes/audio";
import { listeningRoutes } from "./routes/listening";
import { devRoutes } from "./routes/dev";
import { billingRoutes, billingWebhookRoutes } from "./routes/billing";
import { authenticate } from "./middleware/auth";
import { except } from "hono/combine";
import { adminEmailRoutes } from "./routes/admin-email";
import { adminPrivilegeRoutes } from "./routes/admin-privileges";
import { emailRoutes } from "./routes/email";
import { processRoutes } from "./routes/process";
import { booksProxyRoutes } from "./routes/books-proxy";
import { bookAdminRoutes } from "./routes/book-admin";
import { categoryRoutes } from "./routes/categories";
import { highlightRoutes } from "./routes/highlights";
import { exportRoutes } from "./routes/export";
import { reviewRoutes } from "./routes/review";
import { podcastFeedUserRoutes, podcastRoutes } from "./routes/podcast-feed";

/**
 * Each prefix is mounted once below. A prefix that several resources share composes them here, in the order
 * their routes are matched: /library (catalogue, external catalogue, the admin's book editing, the books-proxy), /user (account,
 * favourites, listening, subscription, podcast feed) and /admin (email center, privileges).
 */
const library = new Hono<AppEnv>()
  .route("/", libraryRoutes)
  .route("/", externalBookRoutes)
  .route("/", bookAdminRoutes)
  .route("/", booksProxyRoutes);
const user = new Hono<AppEnv>()
  .route("/", favoriteRoutes)
  .route("/", userRoutes)
  .route("/", listeningRoutes)
  .route("/", billingRoutes)
  .route("/", podcastFeedUserRoutes);
const admin = new Hono<AppEnv>().route("/email", adminEmailRoutes).route("/", adminPrivilegeRoutes);
import { myLibraryRoutes } from "./routes/my-library";
import { listeningLogRoutes } from "./routes/listening-log";

const api = new Hono<AppEnv>()
  .use(
    "*",
    cors({
      origin: (origin, c) => (origin === c.env.APP_ORIGIN ? origin : null),
      credentials: true,
      allowHeaders: ["Content-Type", "Authorization", "X-Request-Id", "X-D1-Bookmark"],
      exposeHeaders: ["X-Request-Id", "X-Next-Cursor", "X-Total-Count", "X-D1-Bookmark"],
      maxAge: 600,
    }),
  )
  .use("*", bodyLimits)
  .use("*", emptyJsonBody)
  // POST /user-info checks the session in its own one read (decision 193): authenticate would look it up twice.
  .use("*", except(["/api/v1/user/user-info"], authenticate))
  .route("/health", healthRoutes)
  .route("/config", configRoutes)
  .route("/library", library)
  .route("/process", processRoutes)
  .route("/chapter", chapterRoutes)
  .route("/snippet", snippetRoutes)
  .route("/user", user)
  .route("/audio", audioRoutes)
  .route("/billing", billingWebhookRoutes)
  .route("/admin", admin)
  .route("/email", emailRoutes)
  .route("/dev", devRoutes)
  .route("/categories", categoryRoutes)
  .route("/highlights", highlightRoutes)
  .route("/review", reviewRoutes)
  .route("/export", exportRoutes)
  .route("/my-library", myLibraryRoutes)
  .route("/listening-log", listeningLogRoutes)
  .route("/podcast", podcastRoutes);

export const app = new Hono<AppEnv>()
  .use("*", serverTiming)
  .use("*", requestContext)
  .use("*", securityHeaders)
  .route("/api/v1", api)
  .route("/", firstScreenRoutes)
  .route("/", crawlerRoutes)
  .notFound((c) => {
    if (c.req.path.startsWith("/api/")) throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    return fetchAppShell(c);
  })
  .onError(handleError);

export type AppType = typeof app;
