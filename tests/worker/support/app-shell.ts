import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../../worker/app";

/** What the asset server answers for an app path: index.html's prerendered shell (web/index.html), with its own CSP. */
export const SHELL_CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
const SHELL = `<!doctype html><html lang="en"><head><title>Chapterly</title></head><body><div id="root"><div id="app-shell" class="flex min-h-dvh flex-col"><header aria-hidden="true">logo</header></div></div></body></html>`;

/**
 * The worker in front of a stand-in asset server (the built app is not there when the worker tests run): every asset
 * request answers the shell, as `not_found_handling = "single-page-application"` does for app paths.
 */
export async function openPage(
  path: string,
  headers: Record<string, string> = { "Sec-Fetch-Mode": "navigate" },
  shellHeaders: Record<string, string> = { "Content-Security-Policy": SHELL_CSP },
) {
  const assets = {
    fetch: async () =>
      new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"shell"', ...shellHeaders } }),
  };
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://chapterly.test${path}`, { headers }), { ...env, ASSETS: assets }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}
