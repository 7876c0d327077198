import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { nowPlaying, openBook, waitPlaying } from "./support/reader";
import { DEMO, openSignedInPage, signInAs } from "./support/session";

const shared = sharedBrowser();

const BOOK = { id: "meditations", title: "Meditations" };
// A sentence of the long summary whose passage is in a later chapter than the one the player opens on.
const SENTENCE = /^Each morning he prepares himself/;

/** A new reader with premium access through the demo premium domain, on the book's page. */
async function premiumReaderOnBook(viewport: { width: number; height: number }) {
  const page = await openPage(shared(), viewport);
  await page.goto(`${baseUrl()}/login`);
  await signInAs(page, `sources-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@${DEMO.premiumDomain.split("@")[1]}`);
  await openBook(page, BOOK);
  await page.getByRole("heading", { name: "Chapters" }).waitFor();
  return page;
}

const summary = (page: Page) => page.getByRole("tabpanel");
const sourcePanel = (page: Page) => page.getByRole("region", { name: "Source of this sentence" });
const activeElement = (page: Page) =>
  page.evaluate(() => ({
    role: document.activeElement?.getAttribute("role") ?? null,
    label: document.activeElement?.getAttribute("aria-label") ?? null,
    text: document.activeElement?.textContent?.trim() ?? "",
  }));

describe("a summary sentence's source on the book page", () => {
  it("opens the chapter and passage, plays that chapter and reads the passage in its chapter, marked", async () => {
    const page = await premiumReaderOnBook({ width: 1280, height: 900 });
    await page.getByRole("tab", { name: "Long" }).click();
    const sentence = summary(page).getByRole("button", { name: SENTENCE });
    await sentence.click();
    expect(await sentence.getAttribute("aria-expanded")).toBe("true");

    const source = sourcePanel(page);
    const chapterTitle = (await source.locator("figcaption").first().innerText()).trim();
    const quote = (await source.locator("blockquote").first().innerText()).trim();
    expect(quote.length).toBeGreaterThan(20);
    // The chapter it names is one of the book's chapters, and the passage is in that chapter's text.
    const chapter = page
      .getByRole("region", { name: "Chapters" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: chapterTitle }) });
    expect((await chapter.innerText()).replace(/\s+/g, " ")).toContain(quote);

    // Play from here: the player plays that chapter.
    const before = await nowPlaying(page);
    await source.getByRole("button", { name: "Play from here" }).first().click();
    await waitPlaying(page);
    expect(await nowPlaying(page)).toBe(`Now playing: ${chapterTitle}`);
    expect(before).not.toBe(`Now playing: ${chapterTitle}`);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).first().click();

    // Read in chapter: the passage is marked in its snippet, scrolled into view, and the reading focus is there.
    await source.getByRole("button", { name: "Read in chapter" }).first().click();
    const marks = chapter.locator("mark");
    await expect.poll(() => marks.count()).toBeGreaterThan(0);
    expect((await marks.allInnerTexts()).join(" ").replace(/\s+/g, " ").trim()).toBe(quote);
    await expect
      .poll(() =>
        marks.first().evaluate((mark) => {
          const box = mark.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.querySelector("mark"))).toBe(true);
    // The marked passage and the open panel, axe-clean (the mark's contrast included).
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("works from the keyboard: Tab reaches a sentence, Enter opens its source, Escape closes it and returns focus", async () => {
    const page = await premiumReaderOnBook({ width: 1280, height: 900 });
    const firstSentence = summary(page).getByRole("button").first();
    await firstSentence.waitFor();
    const text = (await firstSentence.innerText()).trim();
    // The tabs are each a tab stop: from the last, Tab goes into the summary.
    await page.getByRole("tab").last().focus();
    await page.keyboard.press("Tab");
    expect(await activeElement(page)).toEqual({ role: "button", label: null, text });
    await page.keyboard.press("Enter");
    await sourcePanel(page).waitFor();
    // Focus moves into the source; its buttons follow in the tab order.
    expect(await activeElement(page)).toMatchObject({ label: "Source of this sentence" });
    await page.keyboard.press("Tab");
    expect(await activeElement(page)).toMatchObject({ label: "Close source" });
    await page.keyboard.press("Escape");
    expect(await sourcePanel(page).count()).toBe(0);
    expect(await activeElement(page)).toEqual({ role: "button", label: null, text });
    // Space opens it too.
    await page.keyboard.press(" ");
    await sourcePanel(page).waitFor();
  });

  it("fits a 320 px screen with the source open", async () => {
    const page = await premiumReaderOnBook({ width: 320, height: 720 });
    await page.getByRole("tab", { name: "Long" }).click();
    await summary(page).getByRole("button", { name: SENTENCE }).click();
    await sourcePanel(page).getByRole("button", { name: "Read in chapter" }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await sourcePanel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  });

  it("a free reader sees the summary as text, with no sentence buttons, and the app never asks for sources", async () => {
    const page = await openSignedInPage(shared(), DEMO.free);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/summary-sources/")) asked.push(r.url());
    });
    await openBook(page, BOOK);
    await page.getByRole("heading", { name: "Chapters" }).waitFor();
    await summary(page)
      .getByText(/Meditations was never meant for readers/)
      .waitFor();
    await page.getByRole("tab", { name: "Long" }).click();
    await summary(page)
      .getByText(/^Marcus Aurelius ruled/)
      .waitFor();
    expect(await summary(page).getByRole("button").count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
