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

/**
 * Reads from the dev server, two at a time, until the demo audio has been made (or its run has stopped): the statuses.
 * Before decision 094 the audio's own process wrote the same local D1, and either side's queries could fail with
 * SQLITE_BUSY: a 500 here, or the audio stopping.
 */
async function readWhileDemoAudioRuns(dev: LocalServer): Promise<number[]> {
  const statuses: number[] = [];
  const finished = () => /\[demo audio\] (Audio for \d+ of \d+ demo books ready|stopped)|SQLITE_BUSY/.test(dev.output());
  const deadline = Date.now() + 240_000;
  const reader = async (path: string) => {
    while (!finished() && Date.now() < deadline) statuses.push((await fetch(dev.baseUrl + path)).status);
  };
  await Promise.all([reader("/api/v1/library/book-by-id/meditations"), reader("/api/v1/health")]);
  return statuses;
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
    let answers: Promise<number[]>;
    beforeAll(async () => {
      dev = await startDevServer({
        port: Number(process.env.E2E_DEV_PORT ?? 4319),
        name: `${process.env.E2E_NAME ?? "e2e"}-dev`,
      });
      // Someone browses from the moment the server answers, while the demo audio is still being made.
      answers = readWhileDemoAudioRuns(dev);
    });
    afterAll(async () => {
      await dev?.stop();
    });

    it("starts the app on home, a book page and login (Vite's inline preamble runs), with nothing refused", async () => {
      const page = await walkThroughTheApp(browser(), dev!.baseUrl);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it("answers every request while the demo audio is made in the background, and makes all of it", async () => {
      const statuses = await answers;
      expect(dev!.output()).toMatch(/\[demo audio\] Audio for 12 of 12 demo books ready/);
      expect(dev!.output()).not.toMatch(/SQLITE_BUSY|\[demo audio\] stopped/);
      expect(statuses.length).toBeGreaterThan(50);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // The books' audio is there: the book page's data says so.
      const book = await fetch(`${dev!.baseUrl}/api/v1/library/book-by-id/the-art-of-war`);
      expect(await book.json()).toMatchObject([{ full_audio: true, audio_pending: false }]);
    });
  });
});
