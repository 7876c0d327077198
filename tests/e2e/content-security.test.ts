import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_START_TIMEOUT_MS, startDevServer, type LocalServer } from "../support/local-server";
import { chapterPages, makePdf } from "../support/pdf-fixtures";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { searchBox } from "./support/search";
import { DEMO } from "./support/session";

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

/** JSON from the dev server's API, as `token`'s account; a non-2xx answer fails the test with its body. */
async function devApi<T>(dev: LocalServer, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${dev.baseUrl}/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData ? {} : { "Content-Type": "application/json" }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
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
    }, DEV_START_TIMEOUT_MS + 30_000);
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

    it("speaks an uploaded PDF's audio in its speech helper, not in the worker that answers requests", async () => {
      const { idToken } = await devApi<{ idToken: string }>(dev!, "/dev/id-token", null, {
        email: DEMO.admin,
        given_name: "Ada",
        family_name: "Admin",
      });
      const { accessToken: admin } = await devApi<{ accessToken: string }>(dev!, "/user/login", null, { googleToken: idToken });
      const book = await devApi<{ book_id: string }>(dev!, "/library/admin/books", admin, {
        title: `Spoken Aside ${Date.now().toString(36)}`,
        authors: ["Ada Focus"],
      });
      const form = new FormData();
      form.set("bookId", book.book_id);
      form.set("pdfBlob", new File([Buffer.from(await makePdf(chapterPages()))], "book.pdf", { type: "application/pdf" }));
      const { jobId } = await devApi<{ jobId: string }>(dev!, "/process/book-chapters", admin, form);
      await expect
        .poll(async () => (await devApi<{ status: string }>(dev!, `/process/jobs/${jobId}`, admin)).status, { timeout: 120_000 })
        .toBe("done");
      // The helper answers silent fixture audio under the tests' `npm run dev` (decision 140); Flite in the worker
      // would have named itself "flite:…".
      const [spoken] = await devApi<{ audio_source: string; full_audio_source: string }[]>(
        dev!,
        `/library/book-by-id/${book.book_id}`,
        null,
      );
      expect(spoken).toMatchObject({ audio_source: "fixture:silence", full_audio_source: "fixture:silence" });
    });
  });
});
