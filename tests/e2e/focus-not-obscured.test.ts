import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { isFocused } from "./support/focus";
import { watchAudio } from "./support/listening";
import { freshAccount, openSignedInPage } from "./support/session";

/**
 * Focus not obscured (WCAG 2.4.11): the header sticks to the top of the screen and read-along's bar to its foot; a
 * control reached with Tab or Shift+Tab is scrolled out from under them (web/src/lib/reserved-edge.ts), on a phone,
 * with its own premium account on the demo library's Walden.
 */

const browser = sharedBrowser();

async function openWalden(page: Page) {
  await watchAudio(page);
  await page.goto(`${baseUrl()}/book/walden`);
  await page.getByRole("heading", { name: "Listen" }).waitFor();
}

const marked = (page: Page) => page.getByRole("region", { name: "Chapters" }).locator('[aria-current="true"]');

describe("a control under a bar", () => {
  it("keeps a control the reader tabs to out from under its bar and the header, on a phone", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-obscured", "premium"), { width: 390, height: 844 });
    await openWalden(page);
    const listen = page.getByRole("region", { name: "Listen" });
    await listen.getByRole("button", { name: "Play", exact: true }).click();
    await marked(page).waitFor({ timeout: 20_000 });
    await listen.getByRole("button", { name: "Pause" }).click();
    const bar = page.getByRole("region", { name: "Read-along" });
    await bar.getByRole("button", { name: "Save this sentence" }).waitFor();

    // The Listen panel's Play sits at the screen's foot, under the bar, and the reader tabs to it from the control
    // before it: the page scrolls it above the bar.
    const play = listen.getByRole("button", { name: "Play", exact: true });
    await page.mouse.wheel(0, -20_000);
    await play.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - innerHeight + 4));
    const barTop = () => bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(await play.evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(await barTop());
    await listen
      .getByRole("button", { name: /^Back \d+ seconds$/ })
      .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    expect(await isFocused(play)).toBe(true);
    await expect.poll(() => play.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(await barTop());

    // The same going back up: a control under the sticky header is scrolled below it.
    const header = page.getByRole("banner");
    const headerBottom = () => header.evaluate((el) => el.getBoundingClientRect().bottom);
    await play.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 4));
    expect(await play.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(await headerBottom());
    await listen
      .getByRole("button", { name: /^Forward \d+ seconds$/ })
      .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press("Shift+Tab");
    expect(await isFocused(play)).toBe(true);
    await expect.poll(() => play.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(await headerBottom());
    expect(page.errors).toEqual([]);
  });
});
