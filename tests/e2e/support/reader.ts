import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";
import { clockSeconds } from "./listening";

// Steps of a reader's loop shared by the reader-* browser tests: the player's read-outs, finishing a
// book chapter by chapter, selecting snippet text as a drag would, and downloading an export.

export const elapsed = async (page: Page) => clockSeconds(await page.getByLabel("Elapsed").innerText());
export const duration = async (page: Page) => clockSeconds(await page.getByLabel("Duration").innerText());
export const nowPlaying = (page: Page) => page.getByText(/^Now playing:/).innerText();
export const chapterButtons = (page: Page) => page.getByRole("navigation", { name: "Chapters" }).getByRole("button");

export async function waitPlaying(page: Page) {
  await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).waitFor({ timeout: 30_000 });
  await expect.poll(() => duration(page), { timeout: 30_000 }).toBeGreaterThan(0);
}

export async function openBook(page: Page, book: { id: string; title: string }) {
  await page.goto(`${baseUrl()}/book/${book.id}`);
  await waitForBookPage(page, book.title);
}

export async function waitForBookPage(page: Page, title: string) {
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await page.getByRole("heading", { name: "Listen" }).waitFor();
}

/** Plays every chapter over its last seconds to the end; the player then stops after the last one. */
export async function finishEveryChapter(page: Page) {
  const count = await chapterButtons(page).count();
  for (let i = 0; i < count; i++) {
    // After the previous chapter ended the player is already on this one: clicking it again would reload it.
    const current = (await chapterButtons(page).nth(i).getAttribute("aria-current")) === "true";
    if (i === 0 || !current) await chapterButtons(page).nth(i).click();
    await waitPlaying(page);
    // A seek before the audio is loaded is ignored: wait until it plays.
    await expect.poll(() => elapsed(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await page.getByLabel("Seek").fill(String((await duration(page)) - 1));
    // At the end the player moves on to the next chapter by itself (and stops after the last).
    if (i < count - 1)
      await expect
        .poll(
          () =>
            chapterButtons(page)
              .nth(i + 1)
              .getAttribute("aria-current"),
          { timeout: 20_000 },
        )
        .toBe("true");
  }
  await page
    .getByRole("region", { name: "Listen" })
    .getByRole("button", { name: "Play", exact: true })
    .waitFor({ timeout: 20_000 });
}

/** Selects the first `words` words of the first real snippet on the book page, as a reader's drag would. */
export async function selectSnippetWords(page: Page, words: number) {
  return page.evaluate((words) => {
    const chapters = document.getElementById("chapters-heading")!.closest("section")!;
    const paragraph = chapters.querySelector("li li p")!;
    // While reading along, each sentence is wrapped in its own span: take the first text inside that has words.
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode() as Text;
    while (!node.data.trim()) node = walker.nextNode() as Text;
    const text = node.data.split(" ").slice(0, words).join(" ");
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, text.length);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return text;
  }, words);
}

/** Clicks an export button on /highlights and answers the downloaded file's name and text. */
export async function downloadExport(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  // The browser is shared over a connection (tests/e2e/support/browser.ts), so the file is streamed, not read
  // from the browser's own disk.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { filename: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}
