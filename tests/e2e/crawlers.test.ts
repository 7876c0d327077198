import { gunzipSync } from "node:zlib";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { summaryPath } from "../../worker/lib/slug";
import { openBookByLink } from "./support/books";
import { baseUrl, sharedBrowser, openPage } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

const browser = sharedBrowser();

const MEDITATIONS = summaryPath({ bookId: "meditations", title: "Meditations", authors: ["Marcus Aurelius"] });

/** Signed in as the free demo user, without opening /login (which may load the identity script). */
async function signedInPage() {
  const page = await openPage(browser());
  await page.goto(`${baseUrl()}/robots.txt`);
  await signInAs(page, DEMO.free);
  return page;
}

/** A client-side navigation, as react-router's own links and back/forward make them. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: `e2e-${Date.now()}`, idx: window.history.length }, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/**
 * Waits until a service worker controls the page (a reload after its first install), and until the reloaded page has
 * made its own registration: the app registers once the page has settled (2 s after load, then an idle moment), and
 * a registration that lands after a test's "new build" would install the current build over it.
 */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const w = window as unknown as { __appRegistered?: boolean };
    container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
      const registering = register(...args);
      void registering.then(() => {
        w.__appRegistered ??= true;
      });
      return registering;
    };
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js\?v=/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __appRegistered?: boolean }).__appRegistered ?? false), {
      timeout: 20_000,
    })
    .toBe(true);
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
    const page = await signedInPage();
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
    const page = await signedInPage();
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

describe("third parties", () => {
  it("makes no third-party request and loads no widget when no analytics key or chat widget is configured", async () => {
    const page = await openPage(browser());
    const requests: string[] = [];
    page.context().on("request", (request: Request) => void requests.push(request.url()));
    await page.goto(`${baseUrl()}/robots.txt`);
    await signInAs(page, DEMO.free);
    const config = await page.evaluate(() => fetch("/api/v1/config").then((r) => r.json()));
    expect(config).toMatchObject({ posthogKey: "", chatWidgetId: "" });

    await page.goto(`${baseUrl()}/`);
    await openBookByLink(page, "The Art of War");
    await page.goto(`${baseUrl()}${MEDITATIONS}`);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page.waitForTimeout(5500); // longer than the analytics flush interval

    const thirdParty = requests.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => "Tawk_API" in window)).toBe(false);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /posthog|^ph_/i.test(k)))).toEqual([]);
    // posthog-js is never even downloaded without a key (and it is not in the entry chunk)
    expect(requests.filter((url) => /posthog/i.test(url))).toEqual([]);
    // The app's first code: what index.html's inline script loads after the first paint (its "entry" list).
    const html = await (await page.request.get(`${baseUrl()}/`)).text();
    const listed = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html)?.[1];
    const entry = (JSON.parse(listed ?? "{}") as { entry?: string[] }).entry ?? [];
    expect(entry.length).toBeGreaterThan(0);
    // the library's own log prefix: posthog-js code is not in the app's first code
    for (const file of entry) expect(await (await page.request.get(`${baseUrl()}${file}`)).text()).not.toContain("[PostHog.js]");
  });

  it("with a key, loads posthog-js and sends page views and the signed-in user to the configured host", async () => {
    // posthog-js drops events from automated browsers as bots ("HeadlessChrome", navigator.webdriver):
    // look like a person's desktop Chrome for this one test.
    const page = await openPage(browser(), {
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    });
    await page.addInitScript({ content: 'Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });' });
    const events: PostHogEvent[] = [];
    const hits: string[] = [];
    await page.route("**/api/v1/config", async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({
        response,
        json: { ...config, posthogKey: "phc_e2e", posthogHost: `${baseUrl()}/__e2e-analytics` },
      });
    });
    await page.route("**/__e2e-analytics/**", async (route) => {
      const request = route.request();
      hits.push(new URL(request.url()).pathname);
      const body = request.postDataBuffer();
      if (body && /\/e\/?$/.test(new URL(request.url()).pathname)) events.push(...decodePostHogBatch(body));
      if (/\.js$/.test(new URL(request.url()).pathname))
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      await route.fulfill({ status: 200, json: { status: 1 } });
    });
    // Hold posthog-js's chunk (Vite names it after posthog-js/dist/module.js) until the reader has moved on from
    // home, as on a slow phone: the home page view must still be sent with its own address.
    let releaseLibrary = () => {};
    const libraryHeld = new Promise<void>((resolve) => {
      releaseLibrary = resolve;
    });
    let libraryRequested = false;
    await page.route(/\/assets\/module-[\w-]+\.js$/, async (route) => {
      libraryRequested = true;
      await libraryHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/robots.txt`);
    await signInAs(page, DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await openBookByLink(page, "The Art of War");
    await expect.poll(() => libraryRequested, { timeout: 20_000 }).toBe(true);
    releaseLibrary();

    await expect.poll(() => events.filter((e) => e.event === "$pageview").length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const paths = events.filter((e) => e.event === "$pageview").map((e) => e.properties.$pathname);
    expect(paths).toEqual(expect.arrayContaining(["/", "/book/the-art-of-war"]));
    // One page view per page shown, each with its own address.
    expect(paths.filter((path) => path === "/")).toHaveLength(1);
    expect(paths.filter((path) => path === "/book/the-art-of-war")).toHaveLength(1);
    expect(events.every((e) => e.properties.token === "phc_e2e")).toBe(true);
    // A page visited before posthog-js started is sent with its own address, and the marker is not sent.
    expect(events.some((e) => "$chapterly_visited_url" in e.properties)).toBe(false);
    // posthog-js puts person properties next to the event's properties
    const identify = events.find((e) => e.event === "$identify");
    expect(identify?.$set).toMatchObject({ email: DEMO.free, premium: false });
    // feature flags are asked for (flags endpoint), on the configured host only
    expect(hits.some((p) => /\/flags\/?$/.test(p))).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

/** posthog-js sends its batches as JSON, gzip (gzip-js) or base64 form data (data=...). */
type PostHogEvent = { event: string; properties: Record<string, any>; $set?: Record<string, any> };

function decodePostHogBatch(body: Buffer): PostHogEvent[] {
  let text: string;
  if (body[0] === 0x1f && body[1] === 0x8b) text = gunzipSync(body).toString("utf8");
  else {
    text = body.toString("utf8");
    if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
  }
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : (parsed.batch ?? [parsed]);
}

describe("app updates", () => {
  it("is installable: a manifest with icons that load", async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(`${baseUrl()}${href}`)).json();
    expect(manifest).toMatchObject({ name: "Chapterly", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await page.request.get(`${baseUrl()}${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"], icon.src).toContain(icon.type);
    }
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
  });

  it("installs its service worker once the page has settled, not while the first screen is still loading", async () => {
    const page = await signedInPage();
    // When the page first has a registration, on the page's own clock (the worker script's fetch is not the page's).
    await page.addInitScript(() => {
      const w = window as unknown as { __registeredAt?: number };
      const poll = () =>
        void navigator.serviceWorker.getRegistration().then((registration) => {
          if (registration) w.__registeredAt ??= performance.now();
          else setTimeout(poll, 50);
        });
      poll();
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { registeredAt, loadedAt } = await page.evaluate(() => ({
      registeredAt: (window as unknown as { __registeredAt?: number }).__registeredAt ?? null,
      loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(registeredAt).not.toBeNull();
    // The app waits 2 s after the load event, then for an idle moment.
    expect(registeredAt! - loadedAt).toBeGreaterThanOrEqual(2000);
  });

  it("caches the app shell but no API answers, and asks before switching to a new version", async () => {
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await controlledByServiceWorker(page);
    await openBookByLink(page, "The Art of War");

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/");
    expect(cached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
    expect(cached.filter((p) => p.startsWith("/api/"))).toEqual([]);

    // A new build is deployed: the app registers its worker, which installs and waits.
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.message());
      void (prompts.length === 1 ? dialog.accept() : dialog.dismiss());
    });
    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?v=e2e-next", { scope: "/" }));
    await reloaded;
    expect(prompts[0]).toBe("New content available. Reload?");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
      .toMatch(/\/sw\.js\?v=e2e-next$/);
  });
});
