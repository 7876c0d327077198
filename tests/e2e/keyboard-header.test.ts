import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { describeFocus, expectVisibleFocus, isFocused, tabTo } from "./support/focus";
import { searchBox } from "./support/search";
import { DEMO, openSignedInPage } from "./support/session";

/**
 * Keyboard-only header and account menu (issue 10): every step after setup (page.goto, signInAs) is a key press,
 * and each one checks where focus went, that it is visible, and that the action happened.
 */

const browser = sharedBrowser();

describe("keyboard: no trap in the header", () => {
  for (const width of [1280, 320]) {
    it(`Tab moves from the last header control into the page content and back at ${width} px`, async () => {
      const page = await openSignedInPage(browser(), DEMO.free, { width, height: 800 });
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
    const page = await openSignedInPage(browser(), DEMO.free);
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
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const button = page.getByRole("button", { name: /Account menu for/ });
    await tabTo(page, button, { max: 6 });
    await expectVisibleFocus(button);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Space");
    const subscribe = page.getByRole("button", { name: "Subscribe to Premium" });
    const logout = page.getByRole("button", { name: "Logout" });
    const myLibrary = page.getByRole("link", { name: "My library" });
    const listeningLog = page.getByRole("link", { name: "Listening log" });
    await logout.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(DEMO.free).waitFor();

    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(subscribe);
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(myLibrary);
    await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(listeningLog);
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
    await expectVisibleFocus(myLibrary);
    await page.keyboard.press("Tab");
    await expectVisibleFocus(listeningLog);
    await page.keyboard.press("Tab");
    await expectVisibleFocus(logout);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it("follows an admin link with Enter, and closes when Tab leaves it", async () => {
    const page = await openSignedInPage(browser(), DEMO.admin);
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
    for (let i = 0; i < 8; i++) {
      // The review link carries the due count ("Review 2 due"), which depends on the account's highlights.
      order.push((await describeFocus(page)).replace(/^a "Review.*"$/, 'a "Review"'));
      await page.keyboard.press("ArrowDown");
    }
    // An admin has premium access through the role: no plan action, the admin links, the reader's own pages
    // (highlights and review with premium access), then Logout.
    expect(order).toEqual([
      'a "Bulk Processing"',
      'a "Email Center"',
      'a "Privileges"',
      'a "My library"',
      'a "Listening log"',
      'a "Highlights and export"',
      'a "Review"',
      'button "Logout"',
    ]);
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
