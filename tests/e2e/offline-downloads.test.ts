import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { chapterButtons, elapsed, openBook, waitForBookPage, waitPlaying } from "./support/reader";
import { freshAccount, openSignedInPage } from "./support/session";

const shared = sharedBrowser();

const BOOK = { id: "meditations", title: "Meditations" };

/** The reader's saved position of the book's chapter audio, as the server has it now. */
async function serverPosition(page: Page): Promise<number | null> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await fetch(`${baseUrl()}/api/v1/user/user-info`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const info = (await res.json()) as { audio_history: Record<string, unknown> };
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
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await serverPosition(page)).toBeNull();

    await page.context().setOffline(false);
    await expect.poll(() => serverPosition(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    expect(page.errors).toEqual([]);
  });
});
