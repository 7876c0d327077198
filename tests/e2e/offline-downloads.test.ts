import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { chapterButtons, elapsed, openBook, selectSnippetWords, waitForBookPage, waitPlaying } from "./support/reader";
import { freshAccount, openSignedInPage } from "./support/session";

const shared = sharedBrowser();

const BOOK = { id: "meditations", title: "Meditations" };

/** The server's answer to the page's reader, asked from the test (never through the page or its service worker). */
async function asReader(page: Page, method: string, path: string): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await fetch(`${baseUrl()}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as Record<string, unknown>;
}

/** The reader's saved position of the book's chapter audio, as the server has it now. */
async function serverPosition(page: Page): Promise<number | null> {
  const info = (await asReader(page, "POST", "/user/user-info")) as { audio_history: Record<string, unknown> };
  const position = info.audio_history[BOOK.id];
  return typeof position === "number" ? position : null;
}

/**
 * Issue 35 section 1: a new premium reader downloads a book, loses the network, reloads, plays 5 s from the device's
 * copy, and once the network is back the position made offline reaches the server.
 */
describe("offline downloads", () => {
  it("plays a downloaded book after an offline reload and sends the offline position when the network returns", async () => {
    const page = await openSignedInPage(shared(), freshAccount("offline", "premium"));
    await openBook(page, BOOK);
    // The service worker installs after the first screen; the page it controls is the next one.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await waitForBookPage(page, BOOK.title);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    const offline = page.getByRole("region", { name: "Offline listening" });
    await offline.getByRole("button", { name: "Download for offline listening" }).click();
    await offline.getByText(/^Downloaded for offline listening \(\d/).waitFor({ timeout: 30_000 });

    await page.goto(`${baseUrl()}/my-library`);
    const downloaded = page.getByRole("region", { name: "Downloaded" });
    await downloaded.getByRole("link", { name: BOOK.title }).waitFor();
    await downloaded.getByText(/^Storage used on this device: /).waitFor();
    expect(await downloaded.getByRole("button", { name: `Delete the download of ${BOOK.title}` }).count()).toBe(1);

    await openBook(page, BOOK);
    await page.context().setOffline(true);
    // The service worker's own requests fail too (nothing reaches the server), not only the page's.
    const reached = await page.evaluate(() =>
      fetch("/api/v1/library/book-by-id/not-downloaded").then(
        (res) => res.status,
        () => 0,
      ),
    );
    expect(reached).toBe(0);
    await page.reload();
    await waitForBookPage(page, BOOK.title);
    await chapterButtons(page).first().click();
    await waitPlaying(page);
    await expect.poll(() => elapsed(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    const played = await elapsed(page);
    expect(await serverPosition(page)).toBeNull();
    // A sentence saved offline waits too.
    const passage = await selectSnippetWords(page, 6);
    await page.getByRole("button", { name: "Highlight", exact: true }).click();
    await page.getByRole("button", { name: "Save highlight" }).click();
    await page.getByText("Highlight saved.").waitFor();

    await page.context().setOffline(false);
    await expect.poll(() => serverPosition(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    const saved = async () =>
      ((await asReader(page, "GET", `/highlights?bookId=${BOOK.id}`)) as { highlights: { text: string }[] }).highlights.map(
        (h) => h.text,
      );
    await expect.poll(saved, { timeout: 20_000 }).toEqual([passage]);
    // The listening log counts what was played offline, once.
    const log = (await asReader(page, "GET", "/listening-log")) as { all_time_seconds: number };
    expect(log.all_time_seconds).toBeGreaterThanOrEqual(4);
    expect(log.all_time_seconds).toBeLessThanOrEqual(played + 2);

    // Deleting the book from My library removes it from the device.
    await page.goto(`${baseUrl()}/my-library`);
    await downloaded.getByRole("button", { name: `Delete the download of ${BOOK.title}` }).click();
    await downloaded.getByText(/^No downloads yet\. “Download for offline listening” on a book’s page/).waitFor();
    expect(await page.evaluate(() => caches.keys())).not.toContain("chapterly-download-meditations");
    expect(page.errors).toEqual([]);
  });

  it("is not offered to a free listener", async () => {
    const page = await openSignedInPage(shared(), freshAccount("offline-free"));
    await openBook(page, BOOK);
    await page.getByText("Offline downloads come with Premium.").waitFor();
    expect(await page.getByRole("button", { name: "Download for offline listening" }).count()).toBe(0);
  });
});
