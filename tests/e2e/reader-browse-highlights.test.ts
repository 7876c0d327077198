import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, sharedBrowser } from "./support/browser";
import { downloadExport, selectSnippetWords } from "./support/reader";
import { DEMO, freshAccount, openSignedInPage, signInAs } from "./support/session";

const shared = sharedBrowser();

const run = Date.now().toString(36);
const TOPIC = `Shelf ${run}`;
const BOOKS = 14; // more than one page of 12

/** An admin makes a category of its own for this run, so paging and sorting are checked on known books. */
async function createShelf(page: Page) {
  const token = await signInAs(page, DEMO.admin);
  const titles = Array.from({ length: BOOKS }, (_, i) => `${String.fromCharCode(90 - i)} shelf book ${run}`);
  await page.evaluate(
    async ({ token, titles, topic }) => {
      for (const title of titles) {
        const res = await fetch("/api/v1/library/admin/books", {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ title, authors: ["Shelf Author"], topic }),
        });
        if (res.status !== 201) throw new Error(`create book: ${res.status}`);
      }
    },
    { token, titles, topic: TOPIC },
  );
  return titles;
}

const cardTitles = (page: Page) =>
  page
    .getByRole("list", { name: `Books in ${TOPIC}` })
    .getByRole("heading", { level: 2 })
    .allInnerTexts();

describe("a reader browses a category, highlights a line and exports it", () => {
  it("browses, pages and sorts a category, highlights with a note, deletes and undoes, and exports Markdown", async () => {
    const admin = await openSignedInPage(shared(), DEMO.admin);
    const titles = await createShelf(admin);
    await admin.close();

    const page = await openSignedInPage(shared(), freshAccount("highlighter", "premium"), { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "New summaries" }).waitFor();
    // Categories on home are links to the category view.
    await page.getByRole("link", { name: new RegExp(`^${TOPIC} \\(${BOOKS}\\)$`) }).click();
    await page.getByRole("heading", { level: 1, name: TOPIC }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/category/${encodeURIComponent(TOPIC)}`);
    await expect.poll(async () => (await cardTitles(page)).length).toBe(12);

    // Paging follows the server's cursor: the rest arrive once, without repeats.
    await page.getByRole("button", { name: "Show more" }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(BOOKS);
    expect(new Set(await cardTitles(page)).size).toBe(BOOKS);
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);

    // Sorting by title: A to Z, and the sort is in the address.
    await page.getByLabel("Sort by").selectOption("title");
    await expect.poll(async () => (await cardTitles(page))[0]).toBe([...titles].sort()[0]);
    expect(new URL(page.url()).search).toBe("?sort=title");
    expect((await cardTitles(page)).slice(0, 12)).toEqual([...titles].sort().slice(0, 12));

    // The address typed in another case finds the category, and takes the library's spelling.
    await page.goto(`${baseUrl()}/category/${encodeURIComponent(TOPIC.toLowerCase())}?sort=title`);
    await page.getByRole("heading", { level: 1, name: TOPIC }).waitFor();
    await page.waitForURL(`${baseUrl()}/category/${encodeURIComponent(TOPIC)}?sort=title`);
    await expect.poll(async () => (await cardTitles(page))[0]).toBe([...titles].sort()[0]);

    // Highlight a line of a snippet with a note.
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { name: "Chapters" }).waitFor();
    await page.getByRole("heading", { name: "Your highlights" }).waitFor();
    const passage = await selectSnippetWords(page, 8);
    await page.getByRole("button", { name: "Highlight", exact: true }).click();
    const note = `Gratitude first ${run}`;
    await page.getByLabel("Note (optional)").fill(note);
    // The open form at 390 px, axe-clean.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save highlight" }).click();
    await page.getByText("Highlight saved.").waitFor();
    const bookList = page.getByRole("region", { name: "Your highlights" });
    await bookList.getByText(note).waitFor();
    expect(await bookList.getByText(passage).count()).toBeGreaterThan(0);

    // It is on /highlights; delete is immediate and undoable.
    await page.goto(`${baseUrl()}/highlights`);
    await page.getByRole("heading", { level: 1, name: "Highlights" }).waitFor();
    const item = page.getByRole("listitem").filter({ hasText: note });
    await item.waitFor();
    const failedCalls: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failedCalls.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    await item.getByRole("button", { name: /^Delete highlight/ }).click();
    await page.getByText("Highlight deleted.").waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: note }).count()).toBe(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await page
      .getByRole("listitem")
      .filter({ hasText: note })
      .waitFor()
      .catch(async (err: Error) => {
        // What the reader was told instead (the toast), failed calls and page errors, for a failure that is hard to repeat.
        const told = await page.getByRole("status").allInnerTexts();
        throw new Error(
          `${err.message}\nstatus messages: ${JSON.stringify(told)}\nfailed calls: ${JSON.stringify(failedCalls)}\npage errors: ${JSON.stringify(page.errors)}`,
        );
      });
    // The list with a highlight, axe-clean (after Undo: the toast's 6 s must not race a slow scan).
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The Markdown export contains it.
    const { filename, text: markdown } = await downloadExport(page, "Export Markdown");
    expect(filename).toMatch(/^chapterly-export-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown).toContain(`> ${passage}`);
    expect(markdown).toContain(`Note: ${note}`);
    expect(page.errors).toEqual([]);
  });

  it("works from the keyboard: the Highlight button follows the selected text in tab order and Escape closes the form", async () => {
    const page = await openSignedInPage(shared(), freshAccount("highlighter", "premium"));
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { name: "Chapters" }).waitFor();
    await selectSnippetWords(page, 4);
    const button = page.getByRole("button", { name: "Highlight", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("form", { name: "New highlight" }).count()).toBe(0);
  });

  it("a free reader sees no highlighting and /highlights says it is premium", async () => {
    const page = await openSignedInPage(shared(), DEMO.free);
    await page.goto(`${baseUrl()}/highlights`);
    await page.getByText("Highlights and notes are part of Chapterly Premium.").waitFor();
    expect(await page.getByRole("button", { name: "Export Markdown" }).count()).toBe(0);
  });

  it("an unknown path under the new views still goes home", async () => {
    const page = await openSignedInPage(shared(), DEMO.free);
    await page.goto(`${baseUrl()}/category`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
