import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseSentenceCues } from "../../web/src/features/player/lib/cues";
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

/** A due highlight saved while listening: a sentence of Meditations' first chapter with its place in the audio. */
async function seedSentenceHighlight(page: Page) {
  const { chapterId, vtt } = await page.evaluate(async () => {
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` };
    const chapters = await (
      await fetch("/api/v1/chapter/get-chapters", { method: "POST", headers, body: JSON.stringify({ bookId: "meditations" }) })
    ).json();
    const chapterId = chapters[0].chapter_id as string;
    const vtt = await (await fetch(`/api/v1/audio/cues/meditations/${chapterId}.vtt`, { headers })).text();
    return { chapterId, vtt };
  });
  const cue = parseSentenceCues(vtt)[3]!;
  await page.evaluate(
    async ({ chapterId, cue }) => {
      const headers = { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` };
      const body = {
        bookId: "meditations",
        sourceKind: "snippet",
        sourceId: cue.snippetId,
        text: cue.text,
        position: { part: chapterId, seconds: cue.start },
      };
      const res = await fetch("/api/v1/highlights", { method: "POST", headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`highlights: ${res.status}`);
    },
    { chapterId, cue },
  );
  return cue;
}

/**
 * A phone's reader (each test its own) with a sentence saved while listening, who presses "Play from here" on it in
 * /review: the book page it opens, and the sentence.
 */
async function playFromSavedSentence() {
  const page = await openSignedInPage(shared(), freshAccount("reviewer", "premium"), { width: 390, height: 844, mobile: true });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const cue = await seedSentenceHighlight(page);
  await page.goto(`${baseUrl()}/review`);
  await page.getByRole("link", { name: "Play from here" }).click();
  await page.waitForURL((url) => url.pathname === "/book/meditations");
  return { page, cue };
}

/** The spoken (marked) sentence's text while any of it is on screen, else null. */
const spokenOnScreen = (page: Page) =>
  page
    .getByRole("region", { name: "Chapters" })
    .locator('[aria-current="true"]')
    .evaluate((e) => {
      const box = e.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight ? (e.textContent ?? "").replace(/\s+/g, " ") : null;
    });

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

  it("Play from here on a sentence saved while listening opens the book page on that sentence", async () => {
    const { page, cue } = await playFromSavedSentence();
    // The sentence is on screen while it is spoken; the page used to stay at its top until the next one began.
    await expect.poll(() => spokenOnScreen(page), { timeout: 20_000 }).not.toBeNull();
    expect(await spokenOnScreen(page)).toBe(cue.text.replace(/\s+/g, " "));
    expect(page.errors).toEqual([]);
  });

  it("keeps the spoken sentence on screen when the page reflows under it (a phone turned, in a browser without scroll anchoring)", async () => {
    const { page, cue } = await playFromSavedSentence();
    const spokenText = cue.text.replace(/\s+/g, " ");
    await expect.poll(() => spokenOnScreen(page), { timeout: 20_000 }).toBe(spokenText);

    // Safari keeps no anchor while text reflows above the reader's place: turned, the text above is far shorter.
    await page.addStyleTag({ content: "* { overflow-anchor: none !important; }" });
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => spokenOnScreen(page), { timeout: 5_000 }).toBe(spokenText);
    expect(page.errors).toEqual([]);
  });
});
