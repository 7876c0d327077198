import { describe, expect, it } from "vitest";
import { openBookByLink } from "./support/books";
import { baseUrl, sharedBrowser } from "./support/browser";
import { controlledByServiceWorker } from "./support/service-worker";
import { DEMO, openSignedInPage } from "./support/session";

const browser = sharedBrowser();

describe("app updates", () => {
  it("is installable: a manifest with icons that load", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
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
    const page = await openSignedInPage(browser(), DEMO.free);
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

  it("keeps one worker while a signed-in reader moves between pages: no update prompt, no stylesheet fetched again", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    // Every worker script the app registers in this tab, across its page loads.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
        const seen = JSON.parse(sessionStorage.getItem("e2e-registered") ?? "[]") as string[];
        sessionStorage.setItem("e2e-registered", JSON.stringify([...seen, String(args[0])]));
        return register(...args);
      };
    });
    const registered = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-registered") ?? "[]") as string[]);
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    // The book page loads the chunks a signed-in reader's panels need, which import from the entry and its stylesheet.
    const paths = ["/book/meditations", "/category/Philosophy", "/highlights", "/"];
    for (const [visited, path] of paths.entries()) {
      await page.goto(`${baseUrl()}${path}`);
      // The app registers its worker once the page has settled (2 s after load, then an idle moment).
      await expect.poll(async () => (await registered()).length, { timeout: 20_000 }).toBe(visited + 1);
    }
    expect(new Set(await registered()).size).toBe(1);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null),
    ).toBeNull();
    expect(prompts).toEqual([]);
    // The stylesheet is inlined in index.html: no page asks for it again.
    expect(stylesheets).toEqual([]);
  });

  it("caches the app shell but no API answers, and asks before switching to a new version", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
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
    // The stylesheet is inlined in the shell: neither the install nor a page load stores it again.
    expect(cached.filter((p) => p.endsWith(".css"))).toEqual([]);

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
