import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SentenceCue } from "../../web/src/features/player/lib/cues";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, sharedBrowser } from "./support/browser";
import { cuesFrom, watchAudio } from "./support/listening";
import { expectVisibleFocus, tabTo } from "./support/focus";
import { freshAccount, openSignedInPage } from "./support/session";

/**
 * Read-along and "Save this sentence" (issue 34 items 2 and 3) on the demo library's Walden, each test with its own
 * premium account: the marked sentence follows the audio, a tapped (or pressed) sentence plays from its start, the
 * saved sentence shows in Your highlights with "Play from here". The page is checked with axe while reading along.
 */

const browser = sharedBrowser();

const audioTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audios: HTMLAudioElement[] }).__audios.at(-1)?.currentTime ?? 0);

/** Opens Walden and answers the cues the page fetches once playback starts (the same file the page reads). */
async function openWalden(page: Page) {
  await watchAudio(page);
  const cuesFetched = page.waitForResponse((r) => r.url().includes("/api/v1/audio/cues/walden/") && r.ok(), { timeout: 30_000 });
  await page.goto(`${baseUrl()}/book/walden`);
  await page.getByRole("heading", { name: "Listen" }).waitFor();
  return async () => cuesFrom(page, await cuesFetched);
}

/** Every part's cues the page fetches, by part ("full" or a chapter id), as the page read them. */
function recordCues(page: Page) {
  const parts = new Map<string, SentenceCue[]>();
  page.on("response", async (r) => {
    const part = /\/api\/v1\/audio\/cues\/walden\/([^/]+)\.vtt$/.exec(new URL(r.url()).pathname)?.[1];
    if (part && r.ok()) parts.set(decodeURIComponent(part), await cuesFrom(page, r));
  });
  return parts;
}

/** The cues of the part whose first sentence is in `region` (a chapter's list item), once the page has them. */
async function cuesIn(parts: Map<string, SentenceCue[]>, region: Locator) {
  let found: SentenceCue[] | undefined;
  await expect
    .poll(async () => {
      const text = (await region.innerText()).replace(/\s+/g, " ");
      found = [...parts.values()].find((cues) => cues.length > 0 && text.includes(cues[0]!.text.replace(/\s+/g, " ")));
      return !!found;
    })
    .toBe(true);
  return found!;
}

const chapterItem = (page: Page, title: string) =>
  chaptersOf(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

/** The Save button sits inside the screen (not under its edge) wherever the reader is in the text. */
const onScreen = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
  });

const chaptersOf = (page: Page) => page.getByRole("region", { name: "Chapters" });
const marked = (page: Page) => chaptersOf(page).locator('[aria-current="true"]');
const markedText = async (page: Page) => ((await marked(page).count()) === 1 ? await marked(page).innerText() : null);
const sentence = (page: Page, cue: SentenceCue): Locator => chaptersOf(page).getByRole("button", { name: cue.text, exact: true });

/** A sentence a few after the spoken one that lasts long enough to save it after the 2 s that mean "the one before". */
function laterLongSentence(cues: SentenceCue[], spokenText: string) {
  const from = cues.findIndex((c) => c.text === spokenText);
  const cue = cues.slice(from + 3).find((c) => c.end - c.start >= 5);
  if (!cue) throw new Error("no sentence of 5 s or more after the spoken one");
  return cue;
}

async function expectMarkedWhileAt(page: Page, cues: SentenceCue[]) {
  // The marked sentence is the one whose cue holds the audio's position (read together, between two timeupdates).
  await expect
    .poll(async () => {
      const [text, time] = [await markedText(page), await audioTime(page)];
      const cue = cues.find((c) => c.text === text);
      return !!cue && time >= cue.start - 0.5 && time <= cue.end + 0.5;
    })
    .toBe(true);
}

describe("read-along", () => {
  it("marks the spoken sentence as the audio plays, plays from a tapped one, saves it, and reviews it (the whole loop)", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along", "premium"));
    const cuesOf = await openWalden(page);
    await page.getByLabel("Speed").selectOption("2");
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true }).click();
    const cues = await cuesOf();
    expect(cues.length).toBeGreaterThan(5);

    // The marked sentence follows the audio: a first one, then another, each the one being spoken.
    await marked(page).waitFor({ timeout: 20_000 });
    const first = await markedText(page);
    await expectMarkedWhileAt(page, cues);
    await expect.poll(() => markedText(page), { timeout: 20_000 }).not.toBe(first);
    await expectMarkedWhileAt(page, cues);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tap a later sentence: the audio jumps to its start and it is marked.
    const target = laterLongSentence(cues, (await markedText(page))!);
    await sentence(page, target).click();
    await expect.poll(() => markedText(page)).toBe(target.text);
    expect(await audioTime(page)).toBeGreaterThanOrEqual(target.start - 0.1);
    expect(await audioTime(page)).toBeLessThan(target.start + 2);

    // Scrolled away, the page stops following; "Follow along" brings the sentence back.
    await page.mouse.wheel(0, -20_000);
    await page.getByRole("button", { name: "Follow along" }).click();
    await expect
      .poll(() =>
        marked(page).evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight),
      )
      .toBe(true);

    // Save it once past its first 2 s (before, "Save this sentence" means the one before); at 1x, so a busy machine
    // still pauses inside the sentence.
    await page.getByLabel("Speed").selectOption("1");
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(target.start + 2.2);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    await page.getByRole("button", { name: "Save this sentence" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Saved to your highlights: “${target.text}”` })
      .waitFor();
    const yours = page.getByRole("region", { name: "Your highlights" });
    const saved = yours.getByRole("listitem").filter({ hasText: target.text });
    await saved.waitFor();

    // "Play from here" plays the part from the sentence's start.
    await saved.getByRole("link", { name: /Play from here/ }).click();
    await expect.poll(() => markedText(page), { timeout: 20_000 }).toBe(target.text);
    expect(await audioTime(page)).toBeGreaterThanOrEqual(target.start - 0.1);

    // The saved sentence is due in /review; graded Good, it leaves the due list.
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    await page.goto(`${baseUrl()}/review`);
    const card = page.getByRole("article");
    await card.getByText(target.text).waitFor();
    await card.getByRole("link", { name: "Walden" }).waitFor();
    await page.getByRole("button", { name: /^Good/ }).click();
    await page.getByText("All caught up.").waitFor();
    expect(await page.getByText(target.text).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it("works by keyboard alone at 320 px: a sentence plays on Enter, S saves it", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-keys", "premium"), { width: 320, height: 720 });
    const cuesOf = await openWalden(page);
    const play = page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true });
    await tabTo(page, play, { max: 40 });
    await page.keyboard.press("Enter");
    const cues = await cuesOf();
    await marked(page).waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The sentences are one tab stop, the spoken one; the arrow keys move between them, Enter plays from one.
    const spokenText = (await markedText(page))!;
    await tabTo(page, marked(page), { max: 150 });
    await expectVisibleFocus(marked(page));
    const target = laterLongSentence(cues, spokenText);
    const steps = cues.indexOf(target) - cues.findIndex((c) => c.text === spokenText);
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowDown");
    await expectVisibleFocus(sentence(page, target));
    await page.keyboard.press("Enter");
    await expect.poll(() => markedText(page)).toBe(target.text);

    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(target.start + 2.2);
    await page.keyboard.press("s");
    await page
      .getByRole("status")
      .filter({ hasText: `Saved to your highlights: “${target.text}”` })
      .waitFor();
    await page.getByRole("region", { name: "Your highlights" }).getByRole("listitem").filter({ hasText: target.text }).waitFor();

    // Deep in the text, "Save this sentence" is still on screen, and reached by keyboard (it saves on Enter).
    const save = page.getByRole("button", { name: "Save this sentence" });
    expect(await onScreen(save)).toBe(true);
    expect(await onScreen(sentence(page, target))).toBe(true);
    await tabTo(page, save, { max: 80, back: true });
    await expectVisibleFocus(save);
    expect(await onScreen(save)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Saved to your highlights" }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("says there is nothing to save yet while a chapter's title is spoken, and saves nothing", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-title", "premium"));
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/highlights") saves.push(r.url());
    });
    const cuesOf = await openWalden(page);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true }).click();
    const cues = await cuesOf();
    // The chapter's title (and its first snippet's) are spoken before its first sentence.
    expect(cues[0]!.start).toBeGreaterThan(1.5);
    const save = page.getByRole("button", { name: "Save this sentence" });
    await save.waitFor();
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    await page.getByRole("slider", { name: "Seek" }).fill("1");
    await expect.poll(() => audioTime(page)).toBe(1);

    await save.click();
    await page.getByRole("status").filter({ hasText: "Nothing to save yet: the first sentence has not started." }).waitFor();
    await page.keyboard.press("s");
    expect(saves).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("plays another chapter from a sentence tapped or pressed there", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-other", "premium"));
    const parts = recordCues(page);
    const cuesOf = await openWalden(page);
    await page.getByLabel("Speed").selectOption("2");
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true }).click();
    const playing = await cuesOf();
    await marked(page).waitFor({ timeout: 20_000 });

    // A sentence of chapter 2 while chapter 1 plays: chapter 2 plays from it, and it is the marked one.
    const chapterTwo = chapterItem(page, "Where I Lived, Reading and Sounds");
    const two = await cuesIn(parts, chapterTwo);
    expect(two[0]!.text).not.toBe(playing[0]!.text);
    const tapped = two.slice(3).find((c) => c.end - c.start >= 3) ?? two[3]!;
    await sentence(page, tapped).click();
    await page.getByText("Now playing: Where I Lived, Reading and Sounds").waitFor();
    await expect.poll(() => markedText(page), { timeout: 20_000 }).toBe(tapped.text);
    expect(await chapterTwo.locator('[aria-current="true"]').count()).toBe(1);
    expect(await audioTime(page)).toBeGreaterThanOrEqual(tapped.start - 0.1);
    expect(await audioTime(page)).toBeLessThan(tapped.start + 2);

    // By keyboard: Enter on a sentence of chapter 1 (now not playing) plays chapter 1 from it; the focus stays on it.
    const chapterOne = chapterItem(page, (await chaptersOf(page).getByRole("heading", { level: 3 }).first().innerText()).trim());
    const one = await cuesIn(parts, chapterOne);
    const pressed = one.at(-2)!;
    await sentence(page, pressed).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => markedText(page), { timeout: 20_000 }).toBe(pressed.text);
    expect(await chapterOne.locator('[aria-current="true"]').count()).toBe(1);
    await expectVisibleFocus(sentence(page, pressed));
    expect(await audioTime(page)).toBeGreaterThanOrEqual(pressed.start - 0.1);
    expect(page.errors).toEqual([]);
  });
  it("follows another chapter and the full-book audio too", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-parts", "premium"));
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/walden`);
    await page.getByRole("heading", { name: "Listen" }).waitFor();
    await page.getByLabel("Speed").selectOption("3");

    // Chapter 2: its cues, its sentences marked.
    const chapterCues = page.waitForResponse((r) => r.url().includes("/api/v1/audio/cues/walden/") && r.ok());
    await page.getByRole("button", { name: /Play chapter 2\s+Where I Lived, Reading and Sounds/ }).click();
    const inChapter = await cuesFrom(page, await chapterCues);
    await marked(page).waitFor({ timeout: 20_000 });
    await expectMarkedWhileAt(page, inChapter);
    const chapterTwo = chaptersOf(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Where I Lived, Reading and Sounds" }) });
    expect(await chapterTwo.locator('[aria-current="true"]').count()).toBe(1);

    // The full book: its own cues (offset by the chapters before), the place kept, the marked sentence following.
    const fullCues = page.waitForResponse((r) => r.url().endsWith("/api/v1/audio/cues/walden/full.vtt") && r.ok());
    await page.getByRole("radio", { name: "Full book" }).click();
    const inFull = await cuesFrom(page, await fullCues);
    expect(inFull.length).toBeGreaterThan(inChapter.length);
    await expect.poll(async () => (await audioTime(page)) > inChapter[0]!.end, { timeout: 20_000 }).toBe(true);
    await expectMarkedWhileAt(page, inFull);
    expect(page.errors).toEqual([]);
  });

  it("leaves a free listener's page as it was: no cues asked for, nothing marked, nothing to save", async () => {
    const page = await openSignedInPage(browser(), freshAccount("read-along-free"));
    const cueRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/audio/cues/")) cueRequests.push(r.url());
    });
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/walden`);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true }).click();
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
    expect(cueRequests).toEqual([]);
    expect(await chaptersOf(page).locator("[aria-current], [data-read-along]").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save this sentence" }).count()).toBe(0);
    expect(await page.getByText("Chapter summaries are part of Chapterly Premium.").count()).toBe(1);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    expect(page.errors).toEqual([]);
  });
});
