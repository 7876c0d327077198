/**
 * Issue 18: the flows where the app used to differ from the spec (checkout return, a session check
 * without an answer, plan buttons by role, suggestions that add up, texts, what was seen on screen
 * and at the edge).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Book } from "../../web/src/lib/types";
import { baseUrl, sharedBrowser, openPage } from "./support/browser";
import { fakeBooksApi, searchBox, suggestions } from "./support/search";
import { DEMO, openSignedInPage, signInAs } from "./support/session";

const browser = sharedBrowser();

const openAccountMenu = (page: Page) => page.getByRole("button", { name: /Account menu for/ }).click();

describe("checkout returns where it started", () => {
  it("subscribing on a book page comes back to /book/{id}/{sessionId}, verified, with the user reloaded and the book shown", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, `book-checkout-${Date.now()}@example.test`, { given: "Bea", family: "Book" });
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();

    // The book page's own call to action (next to the locked chapters)
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await page.getByRole("heading", { name: "Chapterly Premium" }).waitFor();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Bea Book");
    // The form posts and is redirected, and waitForURL below waits for that. Playwright's own wait for the navigation
    // a click starts hung here for 30 s in 3 local runs of the suite (microsoft/playwright#11219 reports the same).
    await page.getByRole("button", { name: "Pay $9.99" }).click({ noWaitAfter: true });

    await page.waitForURL(/\/book\/meditations\/cs_sim_[a-f0-9]{32}$/);
    await page.getByText("Payment successful. Welcome to Chapterly Premium!").waitFor();
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
    await openAccountMenu(page);
    await page.getByText("Premium Active").waitFor();
    expect(await page.getByRole("button", { name: "Subscribe to Premium" }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe("a session check that cannot answer does not hang", () => {
  it("shows the offline state with Retry while user-info is cut off, keeps the token, and signs in on Retry", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.route("**/api/v1/user/user-info", (route) => route.abort("internetdisconnected"));
    await page.goto(`${baseUrl()}/`);
    const offline = page.getByRole("alert").filter({ hasText: "You appear to be offline." });
    await offline.waitFor({ timeout: 15_000 });
    expect(await page.getByText("Checking your session...").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

    await page.unroute("**/api/v1/user/user-info");
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await page.getByRole("button", { name: /Account menu for/ }).waitFor();
  });

  it("Sign in again removes the token and goes to /login", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.route("**/api/v1/user/user-info", (route) => route.abort("connectionrefused"));
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("button", { name: "Sign in again" }).click();
    await page.waitForURL(/\/login\?redirect=%2Fbook%2Fmeditations$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

describe("plan buttons by role", () => {
  it.each([
    ["free", DEMO.free, { premiumActive: false, subscribe: true, unsubscribe: false }],
    ["premium", DEMO.premium, { premiumActive: true, subscribe: false, unsubscribe: true }],
    ["admin", DEMO.admin, { premiumActive: true, subscribe: false, unsubscribe: false }],
    ["super user", DEMO.superUser, { premiumActive: true, subscribe: false, unsubscribe: false }],
    ["premium domain", DEMO.premiumDomain, { premiumActive: true, subscribe: false, unsubscribe: false }],
  ] as const)("the %s account menu offers only what that role can act on", async (_label, email, expected) => {
    const page = await openSignedInPage(browser(), email);
    await page.goto(`${baseUrl()}/`);
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect({
      premiumActive: (await page.getByText("Premium Active").count()) > 0,
      subscribe: (await page.getByRole("button", { name: "Subscribe to Premium" }).count()) > 0,
      unsubscribe: (await page.getByRole("link", { name: "Unsubscribe" }).count()) > 0,
    }).toEqual(expected);
  });
});

describe("suggestions that add up", () => {
  it("with 10+ library matches still shows External Books, and Show all promises what the full search shows", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    const library = await page.evaluate(async () => {
      const res = await fetch("/api/v1/library/books", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ orderBy: "title", limit: 12 }),
      });
      return (await res.json()) as Book[];
    });
    expect(library.length).toBe(12);
    await page.route("**/api/v1/library/suggestions?*", (route) =>
      route.fulfill({ json: { books: library.slice(0, 10), total: 12 } }),
    );
    await page.route("**/api/v1/library/search?*", (route) => route.fulfill({ json: { books: library, total: 12 } }));
    await fakeBooksApi(
      page,
      Array.from({ length: 5 }, (_, i) => ({
        id: `e2e-vol-${i}`,
        volumeInfo: { title: `Outside Volume ${i}`, authors: ["Someone"] },
      })),
    );
    await page.goto(`${baseUrl()}/`);
    await searchBox(page).fill("the");
    const list = suggestions(page);
    await list.getByRole("group", { name: "Already requested by someone or processed" }).waitFor();
    await list.getByRole("group", { name: "External Books" }).waitFor();
    expect(await list.getByRole("option").count()).toBe(10);
    await page.getByRole("button", { name: "Show all 17 results" }).click();
    await page.getByText("17 results found").waitFor();
    await page.getByRole("heading", { name: "Already requested by someone or processed" }).waitFor();
    await page.getByRole("heading", { name: "External Books" }).waitFor();
    expect(await page.getByRole("button", { name: "Add to library" }).count()).toBe(5);
  });
});

describe("texts", () => {
  it("a failing books fetch for a row says 'Failed to fetch books'", async () => {
    const page = await openSignedInPage(browser(), `rows-${Date.now()}@example.test`);
    await page.evaluate(() =>
      fetch("/api/v1/user/favorites", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify({ bookId: "meditations" }),
      }),
    );
    await page.route("**/api/v1/library/book-by-id/**", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "x" } } }),
    );
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("region", { name: "Favourites" }).getByText("Failed to fetch books", { exact: true }).waitFor();
  });
});

describe("pages that cannot show what their address names", () => {
  it("a book id the library does not have says 'Book not found' and leads home", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/book/no-such-book-${Date.now()}`);
    await page.getByRole("heading", { level: 1, name: "Book not found" }).waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    await page.getByRole("link", { name: "Browse the library" }).click();
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("a book page whose load fails says 'Failed to fetch book details' and loads on Try again", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    let failing = true;
    await page.route("**/api/v1/library/book-by-id/**", (route) =>
      failing ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "x" } } }) : route.fallback(),
    );
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("alert").getByText("Failed to fetch book details", { exact: true }).waitFor();
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: "Meditations" }).waitFor();
  });

  it("a checkout return the server refuses says there is nothing to confirm; one it cannot check asks for a reload", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/payment-success/not-a-session`);
    await page
      .getByRole("alert")
      .getByText(/does not match a checkout of your account/)
      .waitFor();
    await page.route("**/api/v1/user/verify-checkout-session", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "x" } } }),
    );
    await page.goto(`${baseUrl()}/payment-success/cs_test_${Date.now()}`);
    await page.getByRole("alert").getByText("Please reload the page to try again", { exact: false }).waitFor();
  });
});

describe("on screen and at the edge", () => {
  it("the Medium summary tab label stays on one line at 1280 px", async () => {
    const page = await openSignedInPage(browser(), DEMO.free, { width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/book/meditations`);
    const tabs = page.getByRole("tab");
    await page.getByRole("tab", { name: "Medium" }).waitFor();
    for (const tab of await tabs.all()) {
      const lines = await tab.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, (await tab.textContent()) ?? "").toBe(1);
    }
  });

  it("a book whose audio is being generated says its audio is not ready yet", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.route("**/api/v1/library/book-by-id/walden", async (route) => {
      const response = await route.fetch();
      const [book] = (await response.json()) as Book[];
      await route.fulfill({ response, json: [{ ...book, audio: false, audio_pending: true }] });
    });
    await page.goto(`${baseUrl()}/book/walden`);
    await page.getByText("The audio for this book is not ready yet: it is being generated.", { exact: false }).waitFor();
  });

  it("answers a 2 MB JSON body with the 413 envelope through the local dev runtime (vite + workerd), streamed or not", async () => {
    const big = JSON.stringify({ googleToken: "x".repeat(2 * 1024 * 1024) });
    const bytes = new TextEncoder().encode(big);
    const bodies: [string, () => BodyInit][] = [
      ["with a length", () => big],
      [
        "chunked",
        () =>
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
              controller.close();
            },
          }),
      ],
    ];
    for (const [label, body] of bodies) {
      const res = await fetch(`${baseUrl()}/api/v1/user/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: body(),
        duplex: "half",
      } as RequestInit);
      expect(res.status, label).toBe(413);
      expect(await res.json(), label).toEqual({
        error: { code: "PAYLOAD_TOO_LARGE", message: "Request bodies are limited to 256 KB." },
      });
    }
  });
});
