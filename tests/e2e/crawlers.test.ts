import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { summaryPath } from "../../worker/lib/slug";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { controlledByServiceWorker } from "./support/service-worker";
import { DEMO, openSignedInPage } from "./support/session";

const browser = sharedBrowser();

const MEDITATIONS = summaryPath({ bookId: "meditations", title: "Meditations", authors: ["Marcus Aurelius"] });

/** A client-side navigation, as react-router's own links and back/forward make them. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: `e2e-${Date.now()}`, idx: window.history.length }, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

function documentRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

describe("worker-rendered paths inside the app", () => {
  it("reloads once on an in-app navigation to a summary path and shows the server page", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await controlledByServiceWorker(page);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const loads = documentRequests(page, MEDITATIONS);

    await navigateInApp(page, MEDITATIONS);
    await page.waitForURL(new RegExp(`${MEDITATIONS}\\?_cb=\\d+$`));
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
    expect(await page.locator("#root").count()).toBe(0); // the worker's page, not the SPA
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${MEDITATIONS}$`));
    expect(loads).toHaveLength(1);

    // Its link opens the book in the app.
    await page.getByRole("link", { name: "Open in Chapterly" }).click();
    await page.waitForURL(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("sends a repeated in-app navigation to the same path home instead of reloading again", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const loads = documentRequests(page, MEDITATIONS);
    await navigateInApp(page, MEDITATIONS);
    await page.waitForURL(/\?_cb=/);
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();

    // Back in the app, the per-path flag is set for this tab: the guard sends the user home.
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await navigateInApp(page, MEDITATIONS);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(loads).toHaveLength(1);

    // Another worker-rendered path still gets its one reload.
    await navigateInApp(page, "/sitemap.xml");
    await page.waitForURL(/\/sitemap\.xml\?_cb=\d+$/);
    expect(await page.content()).toContain("sitemapindex");
  });

  it("serves robots.txt, the sitemaps and a summary page directly, as crawlers see them", async () => {
    const page = await openPage(browser());
    const robots = await page.goto(`${baseUrl()}/robots.txt`);
    expect(robots?.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const index = await page.request.get(`${baseUrl()}/sitemap.xml`);
    expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const file = await page.request.get(`${baseUrl()}/sitemaps/books-1.xml`);
    const xml = await file.text();
    expect(xml).toContain(`${MEDITATIONS}</loc>`);
    expect(xml.match(/<url>/g)?.length).toBeGreaterThanOrEqual(12);

    const wrongSlug = await page.goto(`${baseUrl()}/the-wrong-title/on/marcus-aurelius/meditations`);
    expect(wrongSlug?.url()).toBe(`${baseUrl()}${MEDITATIONS}`);
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
    expect(
      await page.getByRole("img", { name: "Cover of Meditations" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const missing = await page.goto(`${baseUrl()}/x/on/y/no-such-book`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Book not found" }).waitFor();
    expect(page.errors).toEqual([]);
  });
});
