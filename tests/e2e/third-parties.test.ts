import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { summaryPath } from "../../worker/lib/slug";
import { openBookByLink } from "./support/books";
import { afterNextPaint, baseUrl, openPage, sharedBrowser } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

const browser = sharedBrowser();

const MEDITATIONS = summaryPath({ bookId: "meditations", title: "Meditations", authors: ["Marcus Aurelius"] });

describe("third parties", () => {
  it("makes no third-party request and loads no widget when no analytics token or chat widget is configured", async () => {
    const page = await openPage(browser());
    // The page's timers on a clock the test moves: what a later flush or a deferred widget would send, sent now.
    await page.clock.install();
    const requests: string[] = [];
    page.context().on("request", (request: Request) => void requests.push(request.url()));
    await page.goto(`${baseUrl()}/robots.txt`);
    await signInAs(page, DEMO.free);
    const config = await page.evaluate(() => fetch("/api/v1/config").then((r) => r.json()));
    expect(config).toMatchObject({ mixpanelToken: "", chatWidgetId: "" });

    await page.goto(`${baseUrl()}/`);
    await openBookByLink(page, "The Art of War");
    await page.goto(`${baseUrl()}${MEDITATIONS}`);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page.clock.runFor(5500); // longer than the analytics flush interval
    await afterNextPaint(page); // a round trip after the timers: the requests they started have been reported

    const thirdParty = requests.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => "Tawk_API" in window)).toBe(false);
    // Nothing stored either: no Mixpanel cookie (mp_<token>_mixpanel) or queue (__mpq_...) in localStorage.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /mixpanel|^mp_|__mp/i.test(k)))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/mp_|mixpanel/i);
    // mixpanel-browser is never even downloaded without a token (and it is not in the entry chunk)
    expect(requests.filter((url) => /mixpanel/i.test(url))).toEqual([]);
    // The app's first code: what index.html's inline script loads after the first paint (its "entry" list).
    const html = await (await page.request.get(`${baseUrl()}/`)).text();
    const listed = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html)?.[1];
    const entry = (JSON.parse(listed ?? "{}") as { entry?: string[] }).entry ?? [];
    expect(entry.length).toBeGreaterThan(0);
    // a property only mixpanel-browser's own code names: none of it is in the app's first code
    for (const file of entry)
      expect(await (await page.request.get(`${baseUrl()}${file}`)).text()).not.toContain("mp_sent_by_lib_version");
  });

  it("with a token, loads mixpanel-browser and sends page views, the signed-in user, flags and replay to its API host", async () => {
    const mixpanelHost = await fakeMixpanelHost();
    try {
      const page = await openPage(browser());
      const email = `analytics-${Date.now()}@example.test`;
      await page.route("**/api/v1/config", async (route) => {
        const response = await route.fetch();
        const config = await response.json();
        await route.fulfill({
          response,
          json: {
            ...config,
            mixpanelToken: "mp_e2e",
            mixpanelApiHost: mixpanelHost.url,
            mixpanelReplayPercent: 100,
            mixpanelFeatureFlags: true,
          },
        });
      });
      // Hold mixpanel-browser's chunk (Vite names it after mixpanel-browser/dist/mixpanel.module.js) until the reader
      // has moved on from home, as on a slow phone: the home page view must still be sent with its own address.
      let releaseLibrary = () => {};
      const libraryHeld = new Promise<void>((resolve) => {
        releaseLibrary = resolve;
      });
      let libraryRequested = false;
      await page.route(/\/assets\/mixpanel\.module-[\w-]+\.js$/, async (route) => {
        libraryRequested = true;
        await libraryHeld;
        await route.continue();
      });
      await page.goto(`${baseUrl()}/robots.txt`);
      await signInAs(page, email);
      await page.goto(`${baseUrl()}/`);
      await openBookByLink(page, "The Art of War");
      await expect.poll(() => libraryRequested, { timeout: 20_000 }).toBe(true);
      releaseLibrary();

      const pageViews = () => mixpanelHost.records("/track/").filter((e) => e.event === "$mp_web_page_view");
      await expect.poll(() => pageViews().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      // One page view per page shown, each with its own address, though both were sent after the reader left home.
      const urls = pageViews().map((e) => e.properties.$current_url);
      expect(urls.filter((url) => url === `${baseUrl()}/`)).toHaveLength(1);
      expect(urls.filter((url) => url === `${baseUrl()}/book/the-art-of-war`)).toHaveLength(1);
      expect(pageViews().find((e) => e.properties.$current_url === `${baseUrl()}/`)?.properties.current_url_path).toBe("/");
      expect(mixpanelHost.records("/track/").every((e) => e.properties.token === "mp_e2e")).toBe(true);
      // The signed-in user: identified, with the email on the profile (engage).
      await expect
        .poll(() => mixpanelHost.records("/engage/").some((update) => update.$set?.$email === email), { timeout: 20_000 })
        .toBe(true);
      // Feature flags are asked for, and session replay (bundled in the chunk, no script from elsewhere) is sent.
      expect(mixpanelHost.paths().some((path) => path === "/flags/")).toBe(true);
      await expect.poll(() => mixpanelHost.paths().includes("/record/"), { timeout: 30_000 }).toBe(true);
      expect(
        mixpanelHost.paths().every((path) => ["/track/", "/engage/", "/groups/", "/record/", "/flags/"].includes(path)),
      ).toBe(true);
      expect(page.errors).toEqual([]);
    } finally {
      await mixpanelHost.close();
    }
  });
});

/** What mixpanel-browser posts: `data=` with a JSON array (base64-encoded for hosts outside mixpanel.com). */
type MixpanelRecord = { event?: string; properties: Record<string, any>; $set?: Record<string, any> };

function decodeMixpanelBody(body: Buffer): MixpanelRecord[] {
  const text = body.toString("utf8");
  if (!text.startsWith("data=")) return [];
  const data = decodeURIComponent(text.slice(5).replace(/\+/g, " "));
  const json = data.startsWith("[") || data.startsWith("{") ? data : Buffer.from(data, "base64").toString("utf8");
  const parsed = JSON.parse(json);
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** A Mixpanel API host on loopback that records what it is sent, answering as Mixpanel does (CORS with credentials). */
async function fakeMixpanelHost() {
  const received: { path: string; records: MixpanelRecord[] }[] = [];
  const server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
      // Replay batches are compressed; only their arrival is checked.
      received.push({ path, records: path === "/record/" ? [] : decodeMixpanelBody(Buffer.concat(chunks)) });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(path === "/flags/" ? { flags: {} } : { status: 1, error: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths: () => received.map((r) => r.path),
    records: (path: string) => received.filter((r) => r.path === path).flatMap((r) => r.records),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
