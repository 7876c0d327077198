import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { offlineFeaturesEnabled } from "../lib/config";

/** A year, subdomains included: a deployed Chapterly is only ever reached over HTTPS on its own domain. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const HTML_CSP = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

/**
 * nosniff and a referrer policy on everything, HSTS on everything a deployed worker answers (local development
 * is plain http); a strict CSP on HTML the worker renders itself.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Responses from fetch(), R2 or ASSETS have immutable headers: rewrap before editing.
  const res = new Response(c.res.body, c.res);
  res.headers.set("X-Content-Type-Options", "nosniff");
  res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!offlineFeaturesEnabled(c.env)) res.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  // HTML the worker renders itself gets the strict policy; the app's index.html keeps the one it is served with
  // (web/public/_headers; none under `vite dev`, whose index.html has inline scripts: worker/lib/app-shell.ts).
  const appShell = c.get("appShell") === true;
  if (!appShell && res.headers.get("content-type")?.startsWith("text/html") && !res.headers.has("Content-Security-Policy")) {
    res.headers.set("Content-Security-Policy", HTML_CSP);
    res.headers.set("X-Frame-Options", "DENY");
  }
  c.res = res;
});
