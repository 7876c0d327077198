import { describe, expect, it } from "vitest";
import { openBookByLink } from "./support/books";
import { afterNextPaint, baseUrl, openPage, sharedBrowser } from "./support/browser";
import { DEMO, openSignedInPage, signInAs } from "./support/session";

const browser = sharedBrowser();

describe("app shell", () => {
  it("shows the brand and the demo library's top books", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/`);
    // The header is the app's (the prerendered one has no links): wait for the app's code, however slow the machine.
    await page.getByRole("link", { name: "Chapterly home" }).waitFor();
    // Look inside the Top books region: other tests listen as this user, so Meditations may also be in "Continue listening".
    const topBooks = page.getByRole("region", { name: "Top books" });
    await topBooks.getByRole("link", { name: /Meditations/ }).waitFor();
    // Other tests add books of their own, so count the list rather than particular titles.
    expect(await topBooks.getByRole("listitem").count()).toBeGreaterThanOrEqual(12);
    expect(page.errors).toEqual([]);
  });

  it("sends unknown paths and /home to home", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/home`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
  });

  it("does not shift the home page while its rows, top books and categories arrive", async () => {
    const page = await openPage(browser(), { width: 1350, height: 940 });
    await page.goto(`${baseUrl()}/login`);
    const token = await signInAs(page, `layout-${Date.now()}-${Math.random().toString(36).slice(2)}@readers.test`);
    // A reader with a history, so the "Continue listening" row loads above the top books.
    const status = await page.evaluate(async (token) => {
      const res = await fetch("/api/v1/user/write-audio-history", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ audioHistory: { meditations: 30 }, audioHistoryChapter: { meditations: "meditations-ch1" } }),
      });
      return res.status;
    }, token);
    expect(status).toBe(200);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A slow top-books answer: whatever is on screen before it must not be pushed down by the grid.
    await page.route("**/api/v1/library/books", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Categories" }).waitFor();
    await page.getByRole("region", { name: "Top books" }).getByRole("listitem").first().waitFor();
    await page
      .getByRole("region", { name: "Continue listening" })
      .getByRole("link", { name: /Meditations/ })
      .waitFor();
    // Layout-shift entries are reported after the frame that moved things.
    await afterNextPaint(page);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });

  it("shows the brand's name beside the logo at every width from 320 px", async () => {
    // A free reader's header is the fullest: logo, name, time left today and the account menu.
    const page = await openSignedInPage(browser(), DEMO.free, { width: 320, height: 700 });
    await page.goto(`${baseUrl()}/`);
    const home = page.getByRole("link", { name: "Chapterly home" });
    await home.waitFor();
    for (const width of [320, 375, 640, 768, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      const name = home.getByText("Chapterly", { exact: true });
      await expect.poll(() => name.isVisible()).toBe(true);
      const [logo, text] = await Promise.all([home.locator("img").boundingBox(), name.boundingBox()]);
      expect(logo && text && text.x >= logo.x + logo.width && text.y < logo.y + logo.height).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
  });

  it("keeps a free reader's header inside its margins on a 320 px phone", async () => {
    // A phone's scrollbar overlays the page, so the header is the screen's full width; the avatar once sat 6 px from
    // the edge instead of the 16 px margin every page has.
    const page = await openSignedInPage(browser(), DEMO.free, { width: 320, height: 700, mobile: true });
    await page.goto(`${baseUrl()}/`);
    const menu = page.getByRole("button", { name: /Account menu/ });
    await menu.waitFor();
    await page.getByRole("timer", { name: /Daily listening time/ }).waitFor();
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      const [header, home, avatar] = await Promise.all([
        page.locator("header").first().boundingBox(),
        page.getByRole("link", { name: "Chapterly home" }).boundingBox(),
        menu.boundingBox(),
      ]);
      expect(header!.width, `header at ${width} px`).toBe(width);
      expect(home!.x, `brand at ${width} px`).toBeGreaterThanOrEqual(16);
      expect(avatar!.x + avatar!.width, `account menu at ${width} px`).toBeLessThanOrEqual(width - 16);
    }
  });

  it("opens a book's page from the list, laid out for a 320 px phone", async () => {
    const page = await openSignedInPage(browser(), DEMO.free, { width: 320, height: 700 });
    await page.goto(`${baseUrl()}/`);
    await openBookByLink(page, "The Art of War");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
