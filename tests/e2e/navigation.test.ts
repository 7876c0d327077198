import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { signInAs } from "./support/session";

const browser = sharedBrowser();
const APP_CODE = /\/assets\/[^/]+\.js$/;

/** A page signed in as a reader of its own, on the app's origin. */
async function newReader(name: string, viewport: { width: number; height: number } = { width: 412, height: 823 }) {
  const page = await openPage(browser(), viewport);
  await page.goto(`${baseUrl()}/robots.txt`);
  await signInAs(page, `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@readers.test`);
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The animation of the routed page's frame (app/route-view.tsx), or of the worker's first screen before the app runs. */
const animationOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element).animationName : "(missing)";
  }, selector);

describe("scroll restoration (react-router's ScrollRestoration)", () => {
  it("back puts home where the reader left it, even when its books arrive late; a new page starts at the top", async () => {
    const page = await newReader("scroll");
    await page.goto(`${baseUrl()}/`);
    const topBooks = page.getByRole("region", { name: "Top books" });
    await topBooks.getByRole("listitem").nth(11).waitFor();
    await page.getByRole("heading", { name: "Categories" }).waitFor();
    // Well down the page, with a book of the top books in view.
    const book = topBooks.getByRole("listitem").nth(9).getByRole("link");
    await book.scrollIntoViewIfNeeded();
    // Scrolled at once (a wheel's scroll lands a frame later, after it would have been read as the place left).
    await page.evaluate(() => window.scrollTo({ top: window.scrollY + 40, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    const left = await scrollY(page);

    await book.click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Summary" }).waitFor();
    expect(await scrollY(page)).toBe(0);

    // Coming back, home's books take a while: the position must wait for them rather than be clamped.
    await page.route("**/api/v1/library/books", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await topBooks.getByRole("listitem").nth(11).waitFor();
    await expect.poll(() => scrollY(page)).toBe(left);
    // The held height is gone once the page is back to its own height.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.minHeight)).toBe("");
    expect(await scrollY(page)).toBe(left);

    // Forward again: the book page opens where it was left (the top), not at home's position.
    await page.goForward();
    await page.getByRole("heading", { level: 2, name: "Summary" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it("a page opened anew in the tab starts at its top, not at the place of the tab's first page; a reload keeps the place", async () => {
    const page = await newReader("scroll-new-document");
    await page.goto(`${baseUrl()}/`);
    const topBooks = page.getByRole("region", { name: "Top books" });
    await topBooks.getByRole("listitem").nth(11).waitFor();
    await page.getByRole("heading", { name: "Categories" }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    const left = await scrollY(page);

    // A reload is the same entry: back where it was.
    await page.reload();
    await topBooks.getByRole("listitem").nth(11).waitFor();
    await expect.poll(() => scrollY(page)).toBe(left);

    // Another address typed in the same tab (or a link from an email, or the return from checkout): a new document,
    // whose first entry has the same history key as home's had. It opens at its top.
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { level: 2, name: "Summary" }).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it("a link followed from far down a page opens the next page at its top", async () => {
    const page = await newReader("scroll-link");
    await page.goto(`${baseUrl()}/`);
    const categories = page.getByRole("heading", { name: "Categories" });
    await categories.waitFor();
    await page.getByRole("region", { name: "Top books" }).getByRole("listitem").nth(11).waitFor();
    const category = page.getByRole("link", { name: /^Philosophy \(\d+\)$/ });
    await category.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await category.click();
    await page.waitForURL(/\/category\//);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The scroll to the top lands with the page's commit, which a loaded machine may show a frame after the address.
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe("the page fade (decision 095)", () => {
  it("plays on the first page of a load and on each page after it", async () => {
    const page = await newReader("fade", { width: 1280, height: 900 });
    // A page the worker renders no first screen for: the app's frame fades it in.
    await page.goto(`${baseUrl()}/my-library`);
    await page.getByRole("heading", { level: 1, name: "My library" }).waitFor();
    expect(await animationOf(page, "[data-route-view]")).toBe("fade-in");
    await page.getByRole("link", { name: "Chapterly home" }).click();
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(await animationOf(page, "[data-route-view]")).toBe("fade-in");
    expect(page.errors).toEqual([]);
  });

  it("on a page with the worker's first screen, that screen fades in as it is painted and the app does not fade it again", async () => {
    const page = await newReader("fade-first-screen");
    await page.route(APP_CODE, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("region", { name: "New summaries" }).waitFor();
    expect(await animationOf(page, "#first-screen")).toBe("fade-in");

    await page.unroute(APP_CODE);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    // The app's frame took the first screen over: no second fade (the covers would blink).
    expect(await animationOf(page, "[data-route-view]")).toBe("none");
    expect(page.errors).toEqual([]);
  });

  it("does not play under prefers-reduced-motion: reduce", async () => {
    const page = await newReader("fade-reduced", { width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${baseUrl()}/my-library`);
    await page.getByRole("heading", { level: 1, name: "My library" }).waitFor();
    expect(await animationOf(page, "[data-route-view]")).toBe("none");
    await page.getByRole("link", { name: "Chapterly home" }).click();
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(await animationOf(page, "[data-route-view]")).toBe("none");

    await page.route(APP_CODE, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("region", { name: "New summaries" }).waitFor();
    expect(await animationOf(page, "#first-screen")).toBe("none");
  });
});
