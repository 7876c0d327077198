import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { afterNextPaint, baseUrl, sharedBrowser } from "./support/browser";
import { expectVisibleFocus, isFocused, tabTo } from "./support/focus";
import { fakeBooksApi, searchBox, suggestions } from "./support/search";
import { DEMO, openSignedInPage } from "./support/session";

/**
 * Keyboard-only search (issue 10): every step after setup (page.goto, signInAs) is a key press,
 * and each one checks where focus went, that it is visible, and that the action happened.
 */

const browser = sharedBrowser();

describe("keyboard: header search", () => {
  it("reaches the search box from page load, moves through suggestions with the arrows and opens the chosen book with Enter", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, [
      { id: "kbdart1", volumeInfo: { title: "Art of War Commentary", authors: ["Some Scholar"], publishedDate: "2001" } },
    ]);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();

    // The first stops: the skip link, the logo, then the search box.
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page.getByRole("link", { name: "Skip to content" }));
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page.getByRole("link", { name: "Chapterly home" }));
    await page.keyboard.press("Tab");
    const box = searchBox(page);
    await expectVisibleFocus(box);

    await page.keyboard.type("art of w");
    const local = page.getByRole("option", { name: /The Art of War/ });
    const external = page.getByRole("option", { name: /Art of War Commentary/ });
    await local.waitFor();
    await external.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("ArrowDown");
    expect(await local.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await local.getAttribute("id"));
    await page.keyboard.press("ArrowDown");
    expect(await external.getAttribute("aria-selected")).toBe("true");
    expect(await local.getAttribute("aria-selected")).toBe("false");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await external.getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    expect(await local.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await local.getAttribute("id"));
    // Focus never left the box while the active option moved.
    expect(await isFocused(box)).toBe(true);

    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { level: 1, name: "The Art of War" }).waitFor();
    expect(await box.inputValue()).toBe("The Art of War");
    expect(page.errors).toEqual([]);
  });

  it("keeps focus and what was typed when the page finishes loading and when the search's code arrives", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, []);
    // As on a slow phone network: the covers keep the page loading, and the search's code (asked for once the page
    // has loaded) is held back too, until the box has focus and text.
    let releaseImages = () => {};
    const imagesHeld = new Promise<void>((resolve) => (releaseImages = resolve));
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "image") return route.fallback();
      await imagesHeld;
      await route.fallback();
    });
    let requested = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/header-search-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");

    const box = searchBox(page);
    await tabTo(page, box, { max: 3 });
    await expectVisibleFocus(box);
    await page.keyboard.type("wal");

    // The page finishes loading: the box stays the same box, with focus and text, while the search's code is on its way.
    releaseImages();
    await expect.poll(() => requested).toBe(true);
    await page.waitForFunction(() => document.readyState === "complete");
    await afterNextPaint(page);
    await expectVisibleFocus(box);
    await page.keyboard.type("de");
    expect(await box.inputValue()).toBe("walde");

    release();
    const walden = page.getByRole("option", { name: /Walden/ });
    await walden.waitFor();
    await expectVisibleFocus(box);
    // Keys keep going to the box that took over.
    await page.keyboard.type("n");
    expect(await box.inputValue()).toBe("walden");
    await page.getByText("Searching library and global books...").waitFor({ state: "hidden" });
    await walden.waitFor();
    await page.keyboard.press("ArrowDown");
    expect(await walden.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/book/walden`);
    expect(page.errors).toEqual([]);
  });

  it("closes the list with Escape keeping focus in the box, and reaches “Show all” with Tab", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    // Eleven volumes the library does not hold: more results than the ten shown, so "Show all" appears.
    await fakeBooksApi(
      page,
      Array.from({ length: 11 }, (_, i) => ({
        id: `kbdmed${i}`,
        volumeInfo: { title: `Meditations Companion ${i + 1}`, authors: ["Key Board"], publishedDate: "2010" },
      })),
    );
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const box = searchBox(page);
    await tabTo(page, box, { max: 3 });
    await page.keyboard.type("meditations");
    await suggestions(page).waitFor();
    const showAll = page.getByRole("button", { name: /^Show all \d+ results$/ });
    await showAll.waitFor();

    // Ten entries overflow the list: ArrowUp wraps to the last one and scrolls it into view.
    await page.keyboard.press("ArrowUp");
    const last = suggestions(page).getByRole("option").last();
    expect(await last.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await last.getAttribute("id"));
    await expect
      .poll(async () => {
        const [list, option] = [await suggestions(page).boundingBox(), await last.boundingBox()];
        return !!list && !!option && option.y >= list.y - 1 && option.y + option.height <= list.y + list.height + 1;
      })
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await suggestions(page).waitFor({ state: "hidden" });
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await expectVisibleFocus(box);
    expect(await box.inputValue()).toBe("meditations");

    await page.keyboard.press("ArrowDown");
    await suggestions(page).waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");

    await page.keyboard.press("Tab");
    await expectVisibleFocus(showAll);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Search results for “meditations”" }).waitFor();
    await suggestions(page).waitFor({ state: "hidden" });
    // The button went away with the list: focus is back in the search box, not lost on the page.
    await expectVisibleFocus(box);
    expect(page.errors).toEqual([]);
  });

  it("opens full results with Enter when no option is active, then a result with Tab and Enter", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, []);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const box = searchBox(page);
    await tabTo(page, box, { max: 3 });
    await page.keyboard.type("walden");
    await page.getByRole("option", { name: /Walden/ }).waitFor();
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("Enter");
    const results = page.getByRole("region", { name: "Search results for “walden”" });
    await results.getByRole("heading", { name: "Search results for “walden”" }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);

    const result = results.getByRole("link", { name: /Walden/ });
    await result.first().waitFor();
    await tabTo(page, result, { max: 10 });
    await expectVisibleFocus(result.first());
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/book/walden`);
    await page.getByRole("heading", { level: 1, name: "Walden" }).waitFor();
  });
});
