import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from "../../support/chromium";

/** Debian's chromium, never a downloaded browser; flags keep it off the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
}

export const baseUrl = () => inject("baseUrl");

export interface PageErrors {
  errors: string[];
}

/** A fresh page (own storage) that records uncaught errors and blocks every non-loopback request. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; userAgent?: string } = {},
): Promise<Page & PageErrors> {
  // bypassCSP lets tests inject axe-core; the app itself still sends its CSP.
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    bypassCSP: true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = (await context.newPage()) as Page & PageErrors;
  page.errors = [];
  page.on("pageerror", (err) => page.errors.push(err.message));
  return page;
}
