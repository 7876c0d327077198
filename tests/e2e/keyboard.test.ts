import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, launchBrowser } from "./support/browser";
import { DEMO, openSignedInPage } from "./support/session";

/**
 * Keyboard-only flows (issue 10): every step after setup (page.goto, signInAs) is a key press,
 * and each one checks where focus went, that it is visible, and that the action happened.
 */

const BOOKS_API = "https://www.googleapis.com/books/v1/volumes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A local fake of the public books volume search: answers `volumes` for every query. */
async function fakeBooksApi(page: Page, volumes: unknown[]) {
  await page.route(`${BOOKS_API}**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ items: volumes }) }),
  );
}

const isFocused = (target: Locator) => target.evaluateAll((els) => els.includes(document.activeElement as HTMLElement));

async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const role = el.getAttribute("role");
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ""} "${name}"`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, { max = 30, back = false } = {}) {
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(`Not reached with ${max} ${back ? "Shift+Tab" : "Tab"} presses; focus went ${path.join(" → ")}`);
}

/** The focused element shows a focus indicator: it matches :focus-visible and draws an outline or a ring. */
async function expectVisibleFocus(target: Locator) {
  try {
    await expect.poll(() => isFocused(target)).toBe(true);
  } catch {
    throw new Error(`Expected ${target} to have focus; it is on ${await describeFocus(target.page())}`);
  }
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return {
      focusVisible: el.matches(":focus-visible"),
      indicator: outline || ring,
      onScreen: box.width > 1 && box.height > 1 && style.opacity !== "0" && style.visibility !== "hidden",
    };
  });
  expect(shown).toEqual({ focusVisible: true, indicator: true, onScreen: true });
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search Chapterly library" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Book suggestions" });

describe("keyboard: header search", () => {
  it("reaches the search box from page load, moves through suggestions with the arrows and opens the chosen book with Enter", async () => {
    const page = await openSignedInPage(browser, DEMO.free);
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

  it("closes the list with Escape keeping focus in the box, and reaches “Show all” with Tab", async () => {
    const page = await openSignedInPage(browser, DEMO.free);
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
    const page = await openSignedInPage(browser, DEMO.free);
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

describe("keyboard: no trap in the header", () => {
  for (const width of [1280, 320]) {
    it(`Tab moves from the last header control into the page content and back at ${width} px`, async () => {
      const page = await openSignedInPage(browser, DEMO.free, { width, height: 800 });
      await page.goto(`${baseUrl()}/`);
      await page.getByRole("heading", { name: "Top books" }).waitFor();
      const main = page.getByRole("main");
      await main.getByRole("link").first().waitFor();

      const header = page.getByRole("banner");
      const account = page.getByRole("button", { name: /Account menu for/ });
      const box = searchBox(page);
      // Desktop: search box then account menu; phone: account menu then the search box below it.
      const last = width >= 768 ? account : box;
      await tabTo(page, last, { max: 6 });
      await expectVisibleFocus(last);
      await page.keyboard.press("Tab");
      const inMain = () => main.evaluate((el) => el.contains(document.activeElement));
      expect(await inMain(), `focus went to ${await describeFocus(page)}`).toBe(true);
      expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      await page.keyboard.press("Shift+Tab");
      expect(await isFocused(last)).toBe(true);
    });
  }

  it("the skip link jumps past the header", async () => {
    const page = await openSignedInPage(browser, DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page.getByRole("main").getByRole("link").first().waitFor();
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page.getByRole("link", { name: "Skip to content" }));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(
      await page.getByRole("main").evaluate((el) => el.contains(document.activeElement)),
      `focus went to ${await describeFocus(page)}`,
    ).toBe(true);
  });
});

describe("keyboard: account menu", () => {
  it("opens with Space, moves with the arrows, closes with Escape back on the button, and logs out with Enter", async () => {
    const page = await openSignedInPage(browser, DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const button = page.getByRole("button", { name: /Account menu for/ });
    await tabTo(page, button, { max: 6 });
    await expectVisibleFocus(button);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Space");
    const subscribe = page.getByRole("button", { name: "Subscribe to Premium" });
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(DEMO.free).waitFor();

    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(logout);
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("ArrowUp");
    await expectVisibleFocus(logout);
    await page.keyboard.press("Home");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("End");
    await expectVisibleFocus(logout);

    await page.keyboard.press("Escape");
    await logout.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await expectVisibleFocus(button);

    // ArrowDown on the closed button opens the menu on its first item.
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("Escape");
    await expectVisibleFocus(button);

    // Enter opens it too; Tab walks the items in order.
    await page.keyboard.press("Enter");
    await logout.waitFor();
    await page.keyboard.press("Tab");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("Tab");
    await expectVisibleFocus(logout);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it("follows an admin link with Enter, and closes when Tab leaves it", async () => {
    const page = await openSignedInPage(browser, DEMO.admin);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const button = page.getByRole("button", { name: /Account menu for/ });
    await tabTo(page, button, { max: 6 });

    // Leaving the open menu with Tab closes it, so it never covers the page being tabbed through.
    await page.keyboard.press("Enter");
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.waitFor();
    // ArrowUp on the button goes to the last action.
    await page.keyboard.press("ArrowUp");
    await expectVisibleFocus(logout);
    await page.keyboard.press("Tab");
    await logout.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Shift+Tab");
    await expectVisibleFocus(button);

    await page.keyboard.press("ArrowDown");
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      order.push(await describeFocus(page));
      await page.keyboard.press("ArrowDown");
    }
    // The plan action first (Subscribe or Unsubscribe, by the account's plan), the admin links, then Logout.
    expect(order[0]).toMatch(/^(button "Subscribe to Premium"|a "Unsubscribe")$/);
    expect(order.slice(1)).toEqual(['a "Bulk Processing"', 'a "Email Center"', 'a "Privileges"', 'button "Logout"']);
    const emailCenter = page.getByRole("link", { name: "Email Center" });
    await page.keyboard.press("Home");
    while (!(await isFocused(emailCenter))) await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(emailCenter);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/admin/email`);
    await page.getByRole("heading", { name: "Email Center" }).first().waitFor();
    expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(0);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
  });
});

/** Test-only: remember every Audio the app creates, so its real playback state can be read. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const Native = window.Audio;
    const created: HTMLAudioElement[] = [];
    (window as unknown as { __audios: HTMLAudioElement[] }).__audios = created;
    window.Audio = function Audio(src?: string) {
      const element = new Native(src);
      created.push(element);
      return element;
    } as unknown as typeof window.Audio;
  });
}

async function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = (window as unknown as { __audios: HTMLAudioElement[] }).__audios.at(-1);
    return audio
      ? { paused: audio.paused, currentTime: audio.currentTime, playbackRate: audio.playbackRate }
      : { paused: true, currentTime: 0, playbackRate: 1 };
  });
}

describe("keyboard: player", () => {
  it("plays, pauses, skips, seeks, changes speed and picks a chapter with the keyboard", async () => {
    const page = await openSignedInPage(browser, DEMO.premium);
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { name: "Listen" }).waitFor();
    const listen = page.getByRole("region", { name: "Listen" });

    const play = listen.getByRole("button", { name: "Play", exact: true });
    await tabTo(page, play);
    await expectVisibleFocus(play);
    await page.keyboard.press("Enter");
    const pause = listen.getByRole("button", { name: "Pause" });
    await pause.waitFor({ timeout: 20_000 });
    // Same button, new name: focus stays on it.
    await expectVisibleFocus(pause);
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
    expect((await audioState(page)).paused).toBe(false);

    // Space on the focused button pauses (once: the page's Space shortcut leaves controls alone).
    await page.keyboard.press("Space");
    await play.waitFor();
    await expectVisibleFocus(play);
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    const at = (await audioState(page)).currentTime;

    const forward = listen.getByRole("button", { name: "Forward 15 seconds" });
    const back = listen.getByRole("button", { name: "Back 15 seconds" });
    await page.keyboard.press("Tab");
    await expectVisibleFocus(forward);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at + 15, 0);
    await tabTo(page, back, { max: 3, back: true });
    await expectVisibleFocus(back);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at, 0);

    const seek = listen.getByRole("slider", { name: "Seek" });
    await tabTo(page, seek, { max: 3, back: true });
    await expectVisibleFocus(seek);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(at + 1.5);
    expect((await audioState(page)).currentTime).toBeLessThan(at + 4);
    expect(await seek.getAttribute("aria-valuetext")).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    const speed = listen.getByRole("combobox", { name: "Speed" });
    await tabTo(page, speed, { max: 10 });
    await expectVisibleFocus(speed);
    const before = await speed.inputValue();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => speed.inputValue()).not.toBe(before);
    const rate = Number(await speed.inputValue());
    expect(rate).toBeGreaterThan(Number(before));
    await expect.poll(async () => (await audioState(page)).playbackRate).toBe(rate);

    const chapterTwo = listen.getByRole("button", { name: /^Play chapter 2\b/ });
    await tabTo(page, chapterTwo, { max: 6 });
    await expectVisibleFocus(chapterTwo);
    const nowPlaying = listen.getByText(/^Now playing: /);
    expect(await chapterTwo.innerText()).not.toContain((await nowPlaying.innerText()).replace("Now playing: ", ""));
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await chapterTwo.innerText()).includes((await nowPlaying.innerText()).replace("Now playing: ", "")))
      .toBe(true);
    expect(await chapterTwo.getAttribute("aria-current")).toBe("true");
    await pause.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 20_000 }).toBe(false);
    expect((await audioState(page)).playbackRate).toBe(rate);

    await tabTo(page, pause, { max: 30, back: true });
    await page.keyboard.press("Enter");
    await play.waitFor();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("switches playback mode with the arrow keys in the mode radio group", async () => {
    const page = await openSignedInPage(browser, DEMO.premium);
    await page.goto(`${baseUrl()}/book/meditations`);
    const listen = page.getByRole("region", { name: "Listen" });
    const byChapter = listen.getByRole("radio", { name: "By chapter" });
    const fullBook = listen.getByRole("radio", { name: "Full book" });
    await byChapter.waitFor();
    const checked = (await byChapter.getAttribute("aria-checked")) === "true" ? byChapter : fullBook;
    const other = checked === byChapter ? fullBook : byChapter;

    // One tab stop for the group: Tab lands on the checked radio.
    await tabTo(page, checked);
    await expectVisibleFocus(checked);
    await page.keyboard.press("ArrowRight");
    await expectVisibleFocus(other);
    expect(await other.getAttribute("aria-checked")).toBe("true");
    expect(await checked.getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("ArrowLeft");
    await expectVisibleFocus(checked);
    expect(await checked.getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await isFocused(other)).toBe(false);
    await page.context().close();
  });

  it("answers the page shortcuts from page load: Space plays and pauses, arrows skip", async () => {
    const page = await openSignedInPage(browser, DEMO.premium);
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/the-prince`);
    const listen = page.getByRole("region", { name: "Listen" });
    await listen.getByRole("button", { name: "Play", exact: true }).waitFor();
    // Nothing focused yet, as after any page load.
    expect(await describeFocus(page)).toBe("body");

    await page.keyboard.press("Space");
    await listen.getByRole("button", { name: "Pause" }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.keyboard.press("Space");
    await listen.getByRole("button", { name: "Play", exact: true }).waitFor();
    const at = (await audioState(page)).currentTime;
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at + 15, 0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at, 0);
    expect((await audioState(page)).paused).toBe(true);
    await page.context().close();
  });
});
