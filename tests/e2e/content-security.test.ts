import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type LocalServer } from "../support/local-server";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { searchBox } from "./support/search";

/**
 * The other browser tests bypass the page's Content-Security-Policy (they inject axe-core). Here the app runs under the
 * policy it is served with: the built app under web/public/_headers, whose hash admits index.html's inline script, and
 * `npm run dev`, whose index.html also carries Vite's inline React-refresh preamble. A policy that refuses either
 * leaves a page that never starts, which no other test would see.
 */

const browser = sharedBrowser();

/** Signs in from the login page's demo list, as a newcomer does, then opens home and a book page. */
async function walkThroughTheApp(browser: Browser, origin: string) {
  const page = await openPage(browser, { width: 390, height: 844, enforceCsp: true });
  await page.goto(`${origin}/login`);
  await page.getByRole("button", { name: /Sign in as Frida Free/ }).click();
  await page.getByRole("heading", { name: "Top books" }).waitFor();
  // index.html's inline script started the first screen's requests (web/index.html).
  expect(await page.evaluate(() => typeof (window as { __chapterlyEarly?: unknown }).__chapterlyEarly)).toBe("object");

  await page.goto(`${origin}/book/meditations`);
  await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
  await searchBox(page).fill("art of w");
  await page.getByRole("option", { name: /The Art of War/ }).waitFor();
  return page;
}

describe("the app under its own Content-Security-Policy", () => {
  it("built: signs in, opens home and a book page and searches, with nothing refused", async () => {
    const response = await fetch(`${baseUrl()}/login`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    const page = await walkThroughTheApp(browser(), baseUrl());
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  describe("npm run dev", () => {
    let dev: LocalServer | undefined;
    beforeAll(async () => {
      dev = await startDevServer({
        port: Number(process.env.E2E_DEV_PORT ?? 4319),
        name: `${process.env.E2E_NAME ?? "e2e"}-dev`,
      });
    });
    afterAll(async () => {
      await dev?.stop();
    });

    it("starts the app on home, a book page and login (Vite's inline preamble runs), with nothing refused", async () => {
      const page = await walkThroughTheApp(browser(), dev!.baseUrl);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  });
});
