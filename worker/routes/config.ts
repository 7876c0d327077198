import { Hono } from "hono";
import type { AppEnv } from "../env";
import { dailyLimitSeconds, devIdentityEnabled } from "../lib/config";

/** Public runtime settings the SPA reads at start-up, so one build serves every environment. */
export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json({
    googleClientId: c.env.GOOGLE_CLIENT_ID ?? "",
    devIdentity: devIdentityEnabled(c.env),
    dailyLimitSeconds: dailyLimitSeconds(c.env),
    billing: c.env.STRIPE_SECRET_KEY ? "stripe" : "simulator",
    posthogKey: c.env.POSTHOG_KEY ?? "",
    chatWidgetId: c.env.CHAT_WIDGET_ID ?? "",
  });
});
