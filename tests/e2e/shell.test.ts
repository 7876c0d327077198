import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(options: { width?: number; height?: number } = {}) {
  const page = await openPage(browser, options);
  await page.goto(`${baseUrl()}/login`);
  await signInAs(page, DEMO.free);
  return page;
}

describe("app shell", () => {
  it("shows the brand and the demo library's top books", async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole("link", { name: "Chapterly home" }).isVisible()).toBe(true);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page
      .getByRole("link", { name: /Meditations/ })
      .first()
      .waitFor();
    // Other tests add books of their own, so count the list rather than particular titles.
    expect(await page.getByRole("region", { name: "Top books" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(12);
    expect(page.errors).toEqual([]);
  });

  it("sends unknown paths and /home to home", async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/home`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
  });

  it("opens a book's page from the list, laid out for a 320 px phone", async () => {
    const page = await signedInPage({ width: 320, height: 700 });
    await page.goto(`${baseUrl()}/`);
    await page
      .getByRole("link", { name: /The Art of War/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: "The Art of War" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
