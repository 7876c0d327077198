import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { fakeBooksApi, searchBox } from "./support/search";
import { DEMO, freshAccount, openSignedInPage } from "./support/session";

const PLACEHOLDER_TITLES = [
  "Introduction to Key Concepts",
  "Practical Applications and Examples",
  "Strategic Implementation Framework",
  "Measuring Impact and Results",
  "Future Considerations and Next Steps",
];

const browser = sharedBrowser();

describe("header search", () => {
  it("shows grouped suggestions and opens the highlighted book with ArrowDown and Enter", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    const queries = await fakeBooksApi(page, [
      { id: "fakeart1", volumeInfo: { title: "Art of War Commentary", authors: ["Some Scholar"], publishedDate: "2001" } },
    ]);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    const box = searchBox(page);
    await expect.poll(() => box.getAttribute("placeholder")).toBe("Search Chapterly library...");
    await box.fill("art of w");
    await page.getByText("Searching library and global books...").waitFor();
    const local = page.getByRole("group", { name: "Already requested by someone or processed" });
    await local.getByRole("option", { name: /The Art of War/ }).waitFor();
    const external = page.getByRole("group", { name: "External Books" });
    await external.getByRole("option", { name: /Art of War Commentary/ }).waitFor();
    await expect.poll(() => external.getByText("External").count()).toBeGreaterThan(0);
    expect(await local.getByText("Summarized").count()).toBeGreaterThan(0);
    expect(queries).toEqual(["art of w"]);

    await box.press("ArrowDown");
    expect(await local.getByRole("option", { name: /The Art of War/ }).getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { level: 1, name: "The Art of War" }).waitFor();
    expect(await box.inputValue()).toBe("The Art of War");
    expect(page.errors).toEqual([]);
  });

  it("shows the empty state, and Escape closes the dropdown", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, []);
    await page.goto(`${baseUrl()}/`);
    const box = searchBox(page);
    await box.fill("qqxxzzq");
    await page.getByText("No books found", { exact: true }).waitFor();
    await page.getByText("Try searching with different keywords").waitFor();
    await box.press("Escape");
    await page.getByText("No books found", { exact: true }).waitFor({ state: "hidden" });
  });

  it("runs the full search on Enter, offers the external database, and clearing brings the top books back", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, []);
    await page.goto(`${baseUrl()}/`);
    const box = searchBox(page);
    await box.fill("meditations");
    await page
      .getByRole("option", { name: /Meditations/ })
      .first()
      .waitFor();
    await box.press("Enter");
    await page.getByRole("heading", { name: "Search results for “meditations”" }).waitFor();
    await page
      .getByRole("link", { name: /Meditations/ })
      .first()
      .waitFor();

    await box.fill("qqxxzzq");
    await box.press("Escape");
    await box.press("Enter");
    await page.getByText("No books found in the Chapterly library. Try searching the external database.").waitFor();
    await page.getByRole("button", { name: "Search external database" }).click();
    // The local server's catalogue is the bundled offline one (wrangler.toml), which has no such book either.
    await page.getByText("No books found in the external database. Try searching with a different term or ISBN.").waitFor();

    // Offline, the external database still answers from its bundled works.
    await box.fill("moby dick");
    await box.press("Escape");
    await box.press("Enter");
    await page.getByRole("button", { name: "Search external database" }).click();
    await page.getByRole("heading", { name: "Moby Dick" }).waitFor();

    await box.fill("");
    await page.getByRole("heading", { name: "Top books" }).waitFor();
  });

  it("adds an external book before opening it", async () => {
    const page = await openSignedInPage(browser(), freshAccount("requester"));
    // The worker stores what the catalogue says (issue 16): locally its Google Books lookup answers
    // from bundled volumes (worker/services/catalog/offline-google-books.ts), so the fake service uses one of their ids.
    const id = "chapterlyGB01";
    await fakeBooksApi(page, [
      {
        id,
        volumeInfo: {
          title: "Frankenstein",
          authors: ["Mary Shelley"],
          publishedDate: "1818-01-01",
          description: "Only in the fake books service.",
          infoLink: "https://books.example.test/info",
        },
      },
    ]);
    await page.goto(`${baseUrl()}/`);
    await searchBox(page).fill("frankenstein");
    await page
      .getByRole("group", { name: "External Books" })
      .getByRole("option", { name: /Frankenstein/ })
      .click();
    await page.waitForURL(`${baseUrl()}/book/google_${id}`);
    await page.getByRole("heading", { level: 1, name: "Frankenstein" }).waitFor();
    // The title is the catalogue's words, not ours, and the page is not to be indexed (issue 32).
    await page.getByText("From Google Books, not yet summarized").waitFor();
    expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByRole("button", { name: "Request summary" }).click();
    await page.getByRole("button", { name: "Summary requested" }).waitFor();
  });

  it("opens the download link in a new tab when adding fails", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await fakeBooksApi(page, [
      { id: "willfail", volumeInfo: { title: "Unaddable Volume", infoLink: "https://books.example.test/unaddable" } },
    ]);
    await page.route("**/api/v1/library/add-external-book", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "x" } }),
      }),
    );
    // The new tab lives in the same context: serve the download page locally.
    await page
      .context()
      .route("https://books.example.test/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Download</title>" }),
      );
    await page.goto(`${baseUrl()}/`);
    await searchBox(page).fill("unaddable");
    const popup = page.context().waitForEvent("page");
    await page.getByRole("option", { name: /Unaddable Volume/ }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe("https://books.example.test/unaddable");
  });

  it("works in the mobile layout at 320 px", async () => {
    const page = await openSignedInPage(browser(), DEMO.free, { width: 320, height: 700 });
    await fakeBooksApi(page, []);
    await page.goto(`${baseUrl()}/`);
    await searchBox(page).fill("tao");
    await page.getByRole("option", { name: /Tao Te Ching/ }).click();
    await page.getByRole("heading", { level: 1, name: /Tao Te Ching/ }).waitFor();
  });
});

describe("book page snippets", () => {
  it("shows a free user the five placeholder titles and the upgrade call to action", async () => {
    const page = await openSignedInPage(browser(), DEMO.free);
    await page.goto(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { level: 1, name: "The Art of War" }).waitFor();
    const firstChapter = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .first();
    await firstChapter.waitFor();
    const titles = await firstChapter.getByRole("heading", { level: 4 }).allTextContents();
    expect(titles).toEqual(PLACEHOLDER_TITLES);
    await page.getByRole("button", { name: "Subscribe to Premium" }).first().waitFor();
    expect(await page.getByText("The Five Fundamentals").count()).toBe(0);
  });

  it("shows a premium user the real snippets", async () => {
    const page = await openSignedInPage(browser(), DEMO.premium);
    await page.goto(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { level: 4, name: "The Five Fundamentals" }).waitFor();
    await page.getByText(/Sun Tzu names five constant factors/).waitFor();
    expect(await page.getByText("Introduction to Key Concepts").count()).toBe(0);
  });

  it("toggles a favourite optimistically and lists it on the home page", async () => {
    const page = await openSignedInPage(browser(), freshAccount("favourite"));
    await page.goto(`${baseUrl()}/book/walden`);
    await page.getByRole("heading", { level: 1, name: /Walden/ }).waitFor();
    await page.getByRole("button", { name: /Add to favourites/ }).click();
    await page.getByRole("button", { name: /Remove from favourites/ }).waitFor();
    await page.getByRole("link", { name: "Chapterly home" }).click();
    const favourites = page.getByRole("region", { name: "Favourites" });
    await favourites.getByRole("link", { name: /Walden/ }).waitFor();
  });
});
