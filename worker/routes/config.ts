import { Hono } from "hono";
import type { RuntimeConfig } from "../../shared/contract";
import type { AppEnv } from "../env";
import { DEFAULT_BOOKS_API_URL } from "../services/books-volumes";
import { dailyLimitSeconds, devIdentityEnabled, mixpanelFeatureFlagsEnabled, mixpanelReplayPercent } from "../lib/config";
import { billingMode } from "../services/billing";

/** Public runtime settings the SPA reads at start-up, so one build serves every environment. */
export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  const booksApiUrl = c.env.GOOGLE_BOOKS_API_URL?.trim() || DEFAULT_BOOKS_API_URL;
  c.header("Cache-Control", "public, max-age=60");
  return c.json({
    googleClientId: c.env.GOOGLE_CLIENT_ID ?? "",
    devIdentity: devIdentityEnabled(c.env),
    dailyLimitSeconds: dailyLimitSeconds(c.env),
    billing: billingMode(c.env),
    mixpanelToken: c.env.MIXPANEL_TOKEN?.trim() ?? "",
    mixpanelApiHost: c.env.MIXPANEL_API_HOST?.trim() ?? "",
    mixpanelReplayPercent: mixpanelReplayPercent(c.env),
    mixpanelFeatureFlags: mixpanelFeatureFlagsEnabled(c.env),
    chatWidgetId: c.env.CHAT_WIDGET_ID ?? "",
    // Offline there is no books search to call directly: the browser goes to the proxy, which fails fast.
    booksApiBaseUrl: booksApiUrl === "offline" ? "" : booksApiUrl,
    booksProxyUrl: c.env.BOOKS_PROXY_URL?.trim() ?? "",
  } satisfies RuntimeConfig);
});
