import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * The asset server's answer for an app path (index.html for the SPA's routes). Its headers are the app's own
 * (web/public/_headers, with the CSP that allows index.html's inline script by its hash), so the security middleware
 * adds no policy of its own to it. Under `vite dev` the shell comes without any and carries Vite's inline
 * React-refresh preamble: the worker's strict policy there stopped the app from starting.
 */
export function fetchAppShell(c: Context<AppEnv>): Promise<Response> {
  c.set("appShell", true);
  return c.env.ASSETS.fetch(c.req.raw);
}
