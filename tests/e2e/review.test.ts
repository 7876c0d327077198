import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, sharedBrowser } from "./support/browser";
import { freshAccount, openSignedInPage } from "./support/session";

const shared = sharedBrowser();

/**
 * Seeds the reader's own due highlight through the API the book page uses: the first words of a snippet of the demo
 * book. A new highlight is due at once. Answers the passage and its chapter.
 */
async function seedDueHighlight(page: Page) {
  return page.evaluate(async () => {
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return res.json() as Promise<any>;
    };
    const chapters = await post("/chapter/get-chapters", { bookId: "meditations" });
    const chapter = chapters[0];
    const snippet = chapter.chapter_snippets[0];
    const element = document.createElement("div");
    element.innerHTML = snippet.snippet_html;
    const passage = (element.textContent ?? "").replace(/\s+/g, " ").trim().split(" ").slice(0, 8).join(" ");
    await post("/highlights", { bookId: "meditations", sourceKind: "snippet", sourceId: snippet.snippet_id, text: passage });
    return { passage, chapterId: chapter.chapter_id as string };
  });
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  return page.getByRole("navigation", { name: "Your reading" });
}

describe("review", () => {
  it("shows a due highlight with its book and Play from here, grades it Good by key, and the due count follows (320 px)", async () => {
    const page = await openSignedInPage(shared(), freshAccount("reviewer", "premium"), { width: 320, height: 800 });
    const { passage, chapterId } = await seedDueHighlight(page);

    await page.goto(`${baseUrl()}/review`);
    await page.getByRole("heading", { level: 1, name: "Review" }).waitFor();
    const card = page.getByRole("article");
    await card.getByText(passage).waitFor();
    await card.getByRole("link", { name: "Meditations" }).waitFor();
    const play = card.getByRole("link", { name: "Play from here" });
    expect(new URL((await play.getAttribute("href"))!, baseUrl()).searchParams.get("part")).toBe(chapterId);
    await card.getByText("1 highlight due").waitFor();

    // The account menu shows how many are due.
    const menu = await openAccountMenu(page);
    await menu.getByRole("link", { name: "Review 1 due" }).waitFor();
    await page.keyboard.press("Escape");

    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard: 3 is Good. The highlight leaves the due list, and the page says the round is done.
    await page.keyboard.press("3");
    await page.getByText("All caught up.").waitFor();
    await page.getByText("You reviewed 1 highlight. Each comes back when it is time to remember it.").waitFor();
    expect(await page.getByText(passage).count()).toBe(0);
    const after = await openAccountMenu(page);
    await after.getByRole("link", { name: "Review", exact: true }).waitFor();
    await page.keyboard.press("Escape");

    // The server agrees after a reload.
    await page.reload();
    await page.getByText("Nothing to review right now.").waitFor();
    expect(page.errors).toEqual([]);
  });

  it("Play from here opens the book page playing that chapter", async () => {
    const page = await openSignedInPage(shared(), freshAccount("reviewer", "premium"));
    await seedDueHighlight(page);
    await page.goto(`${baseUrl()}/review`);
    await page.getByRole("link", { name: "Play from here" }).click();
    await page.waitForURL((url) => url.pathname === "/book/meditations" && !url.searchParams.has("part"));
    await page.getByText(/^Now playing:/).waitFor();
    expect(page.errors).toEqual([]);
  });
});
