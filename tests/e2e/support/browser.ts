import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from "../../support/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

/** Debian's chromium, never a downloaded browser; flags keep it off the network. Started once, in global setup. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
}

/**
 * A connection to the run's one chromium (docs/decisions/140). Each file gets its own connection:
 * closing it closes every context the file opened and leaves the browser running for the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserWsEndpoint"));
}

/** Kept for files written before sharedBrowser(): now a connection to the shared browser, not a launch. */
export const launchBrowser = connectBrowser;

/**
 * The contexts openPage made for the running test. They close when it ends: a finished test's pages would otherwise go
 * on playing audio, reporting, polling and painting beside the tests after it, until the file ends, on the run's CPU.
 */
const testContexts = new Set<BrowserContext>();

/**
 * Connects to the shared browser before the file's tests and disconnects after them; call at the top of a file.
 * Each test's pages are closed when it ends.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterEach(async () => {
    await Promise.all([...testContexts].map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser is connected in beforeAll, use it inside tests");
    return browser;
  };
}

export const baseUrl = () => inject("baseUrl");

export interface PageErrors {
  errors: string[];
}

/**
 * A fresh page (own storage) that records uncaught errors and blocks every non-loopback request. Its context closes when
 * the test ends, or with `lasts: "file"` when the file's connection to the browser closes.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    /** A phone: touch, the meta viewport and overlay scrollbars, so the page is as wide as the screen. */
    mobile?: boolean;
    userAgent?: string;
    enforceCsp?: boolean;
    serviceWorkers?: "allow" | "block";
    lasts?: "test" | "file";
  } = {},
): Promise<Page & PageErrors> {
  // bypassCSP lets tests inject axe-core; the app itself still sends its CSP. With enforceCsp the page runs under it,
  // and each script or request the policy refuses is recorded as an error.
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    bypassCSP: !options.enforceCsp,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    serviceWorkers: options.serviceWorkers ?? "allow",
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  if (options.lasts !== "file") {
    testContexts.add(context);
    context.once("close", () => testContexts.delete(context));
  }
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = (await context.newPage()) as Page & PageErrors;
  page.errors = [];
  page.on("pageerror", (err) => page.errors.push(err.message));
  if (options.enforceCsp)
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) page.errors.push(message.text());
    });
  return page;
}

/** Answers every dialog the page opens (alert, confirm) with `answer`; returns their messages, in order. */
export function answerDialogs(page: Page, answer: "accept" | "dismiss"): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog[answer]();
  });
  return messages;
}

/** After two animation frames: what the page has rendered so far is painted, and its paint and shift entries reported. */
export async function afterNextPaint(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Follows a page's requests from now on; the returned wait resolves once none has been in flight for `quietMs`.
 * Playwright's "networkidle" waits a fixed 500 ms: over a file that loads many pages (accessibility.test.ts, 32 loads)
 * that was half its time, and a page's next fetch starts within a render of the one before. Not for a page that
 * debounces a fetch longer than `quietMs`.
 */
export function quietWaiter(page: Page, quietMs = 200): () => Promise<void> {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return () =>
    expect.poll(() => inFlight === 0 && Date.now() - changedAt >= quietMs, { interval: 50, timeout: 15_000 }).toBe(true);
}

/** The page has loaded, asked for nothing for a while (Playwright's network idle) and painted what that brought. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await afterNextPaint(page);
}
