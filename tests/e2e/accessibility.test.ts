import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, sharedBrowser, openPage, quietWaiter } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

const browser = sharedBrowser();

/** Every screen, as the user who can see it, on a desktop and a 320 px phone: no serious or critical axe findings. */
const SCREENS: { name: string; as: string | null; path: string; ready: string }[] = [
  { name: "login", as: null, path: "/login", ready: "Sign in to Chapterly" },
  { name: "home", as: DEMO.free, path: "/", ready: "Top books" },
  { name: "book details (free)", as: DEMO.free, path: "/book/meditations", ready: "Meditations" },
  { name: "book details (premium)", as: DEMO.premium, path: "/book/walden", ready: "Walden" },
  { name: "category view", as: DEMO.free, path: "/category/Philosophy?sort=title", ready: "Philosophy" },
  { name: "highlights (premium)", as: DEMO.premium, path: "/highlights", ready: "Highlights" },
  { name: "highlights (free)", as: DEMO.free, path: "/highlights", ready: "Highlights" },
  { name: "review (premium)", as: DEMO.premium, path: "/review", ready: "Review" },
  { name: "review (free)", as: DEMO.free, path: "/review", ready: "Review" },
  { name: "unsubscribe", as: DEMO.premium, path: "/unsubscribe", ready: "subscription" },
  { name: "my library", as: DEMO.premium, path: "/my-library", ready: "My library" },
  { name: "listening log", as: DEMO.premium, path: "/listening-log", ready: "Listening log" },
  { name: "book administration", as: DEMO.admin, path: "/book/the-prince/admin", ready: "Book administration" },
  { name: "bulk processing", as: DEMO.admin, path: "/bulk-processing", ready: "Bulk Processing" },
  { name: "email center", as: DEMO.admin, path: "/admin/email", ready: "Email Center" },
  { name: "privileges", as: DEMO.superUser, path: "/admin/privileges", ready: "Privileges" },
];

/**
 * One page per user and width, signed in once and reused by that user's screens (each screen is still a fresh load of
 * its address): one sign-in per user and width, not per screen (decision 140). No service worker: these checks are not
 * about it (tests/e2e/app-updates.test.ts is). These users only look; nothing here changes state.
 */
const pages = new Map<string, Promise<{ page: Page; settled: () => Promise<void> }>>();
function pageFor(as: string | null, width: number) {
  const key = `${as ?? "signed out"} at ${width}`;
  let page = pages.get(key);
  if (!page) {
    page = (async () => {
      const opened = await openPage(browser(), { width, height: 900, serviceWorkers: "block", lasts: "file" });
      const settled = quietWaiter(opened);
      await opened.goto(`${baseUrl()}/robots.txt`);
      if (as) await signInAs(opened, as);
      return { page: opened, settled };
    })();
    pages.set(key, page);
  }
  return page;
}

describe("accessibility of every screen", () => {
  for (const width of [1280, 320]) {
    for (const screen of SCREENS) {
      it(`${screen.name} at ${width} px`, async () => {
        const { page, settled } = await pageFor(screen.as, width);
        await page.goto(`${baseUrl()}${screen.path}`);
        await page
          .getByRole("heading", { name: new RegExp(screen.ready, "i") })
          .first()
          .waitFor();
        await settled();
        expect(await seriousA11yViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }

  it("the server-rendered summary page", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/sitemaps/books-1.xml`);
    const firstUrl = await page.evaluate(() => document.querySelector("loc")?.textContent ?? "");
    expect(firstUrl).toContain("/on/");
    await page.goto(`${baseUrl()}${new URL(firstUrl).pathname}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
