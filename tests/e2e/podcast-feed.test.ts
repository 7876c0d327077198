import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { chapterButtons, elapsed, openBook, waitPlaying } from "./support/reader";
import { DEMO, openSignedInPage } from "./support/session";

const shared = sharedBrowser();

const BOOK = { id: "meditations", title: "Meditations" };

/** The feed names the configured public origin (APP_ORIGIN); locally the app answers on the test server's port. */
const onTestServer = (url: string) => {
  const parsed = new URL(url.replace(/&amp;/g, "&"));
  return `${baseUrl()}${parsed.pathname}${parsed.search}`;
};

/**
 * Issue 35 section 2: a new premium reader (through the demo premium domain) starts a book, makes a private podcast
 * feed in My library with the keyboard at 320 px, and a podcast app's plain requests get the feed and its audio;
 * turning the feed off ends both.
 */
describe("private podcast feed", () => {
  it("is made in My library, serves the book in progress with its audio, and stops when turned off", async () => {
    const email = `podcast-${Date.now()}@${DEMO.premiumDomain.split("@")[1]}`;
    const page = await openSignedInPage(shared(), email, { width: 320, height: 800 });
    await openBook(page, BOOK);
    await chapterButtons(page).first().click();
    await waitPlaying(page);
    await expect.poll(() => elapsed(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();

    await page.goto(`${baseUrl()}/my-library`);
    await page.getByRole("heading", { level: 1, name: "My library" }).waitFor();
    await page.getByRole("tabpanel").getByRole("link", { name: BOOK.title }).waitFor();
    const section = page.getByRole("region", { name: "Podcast feed" });
    await section.getByRole("checkbox", { name: "Include my favourites" }).waitFor();
    await section.getByRole("button", { name: "Create podcast feed" }).focus();
    await page.keyboard.press("Enter");
    const address = section.getByRole("textbox", { name: "Your private feed URL" });
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/v1\/podcast\/feed\/[A-Za-z0-9_-]{43}\/rss\.xml$/);
    // A book is in progress, so the feed has episodes: no "No episodes yet".
    expect(await section.getByText(/^No episodes yet/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // What a podcast app does: plain requests, no headers of ours.
    const feed = await fetch(onTestServer(url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain(BOOK.title);
    const enclosure = /<enclosure url="([^"]+)" length="(\d+)"/.exec(xml);
    expect(enclosure).not.toBeNull();
    const audio = await fetch(onTestServer(enclosure![1]!), { headers: { Range: "bytes=0-1023" } });
    expect(audio.status).toBe(206);
    expect((await audio.arrayBuffer()).byteLength).toBe(1024);
    const head = await fetch(onTestServer(enclosure![1]!), { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(enclosure![2]);

    await section.getByRole("button", { name: "Turn off feed" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Turn off feed" }).click();
    await section.getByRole("button", { name: "Create podcast feed" }).waitFor();
    expect((await fetch(onTestServer(url))).status).toBe(404);
    expect((await fetch(onTestServer(enclosure![1]!), { headers: { Range: "bytes=0-1023" } })).status).toBe(404);

    // The audio the app fetched is in the listening log, marked as such.
    await page.goto(`${baseUrl()}/listening-log`);
    await page
      .getByText(/via podcast app$/)
      .first()
      .waitFor();
    expect(page.errors).toEqual([]);
  });
});
