import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { watchAudio } from "./support/listening";
import { describeFocus, expectVisibleFocus, isFocused, tabTo } from "./support/focus";
import { freshAccount, openSignedInPage } from "./support/session";

/**
 * Keyboard-only player (issue 10): every step after setup (page.goto, signInAs) is a key press,
 * and each one checks where focus went, that it is visible, and that the action happened.
 */

const browser = sharedBrowser();

async function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = (window as unknown as { __audios: HTMLAudioElement[] }).__audios.at(-1);
    return audio
      ? { paused: audio.paused, currentTime: audio.currentTime, playbackRate: audio.playbackRate }
      : { paused: true, currentTime: 0, playbackRate: 1 };
  });
}

describe("keyboard: player", () => {
  it("plays, pauses, skips, seeks, changes speed and picks a chapter with the keyboard", async () => {
    const page = await openSignedInPage(browser(), freshAccount("keyboard-player", "premium"));
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/the-art-of-war`);
    await page.getByRole("heading", { name: "Listen" }).waitFor();
    const listen = page.getByRole("region", { name: "Listen" });

    const play = listen.getByRole("button", { name: "Play", exact: true });
    await tabTo(page, play);
    await expectVisibleFocus(play);
    await page.keyboard.press("Enter");
    const pause = listen.getByRole("button", { name: "Pause" });
    await pause.waitFor({ timeout: 20_000 });
    // Same button, new name: focus stays on it.
    await expectVisibleFocus(pause);
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
    expect((await audioState(page)).paused).toBe(false);

    // Space on the focused button pauses (once: the page's Space shortcut leaves controls alone).
    await page.keyboard.press("Space");
    await play.waitFor();
    await expectVisibleFocus(play);
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    const at = (await audioState(page)).currentTime;

    const forward = listen.getByRole("button", { name: "Forward 15 seconds" });
    const back = listen.getByRole("button", { name: "Back 15 seconds" });
    await page.keyboard.press("Tab");
    await expectVisibleFocus(forward);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at + 15, 0);
    await tabTo(page, back, { max: 3, back: true });
    await expectVisibleFocus(back);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at, 0);

    const seek = listen.getByRole("slider", { name: "Seek" });
    await tabTo(page, seek, { max: 3, back: true });
    await expectVisibleFocus(seek);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(at + 1.5);
    expect((await audioState(page)).currentTime).toBeLessThan(at + 4);
    expect(await seek.getAttribute("aria-valuetext")).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    const speed = listen.getByRole("combobox", { name: "Speed" });
    await tabTo(page, speed, { max: 10 });
    await expectVisibleFocus(speed);
    const before = await speed.inputValue();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => speed.inputValue()).not.toBe(before);
    const rate = Number(await speed.inputValue());
    expect(rate).toBeGreaterThan(Number(before));
    await expect.poll(async () => (await audioState(page)).playbackRate).toBe(rate);

    const chapterTwo = listen.getByRole("button", { name: /^Play chapter 2\b/ });
    await tabTo(page, chapterTwo, { max: 6 });
    await expectVisibleFocus(chapterTwo);
    const nowPlaying = listen.getByText(/^Now playing: /);
    expect(await chapterTwo.innerText()).not.toContain((await nowPlaying.innerText()).replace("Now playing: ", ""));
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await chapterTwo.innerText()).includes((await nowPlaying.innerText()).replace("Now playing: ", "")))
      .toBe(true);
    expect(await chapterTwo.getAttribute("aria-current")).toBe("true");
    await pause.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 20_000 }).toBe(false);
    expect((await audioState(page)).playbackRate).toBe(rate);

    await tabTo(page, pause, { max: 30, back: true });
    await page.keyboard.press("Enter");
    await play.waitFor();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("switches playback mode with the arrow keys in the mode radio group", async () => {
    const page = await openSignedInPage(browser(), freshAccount("keyboard-player", "premium"));
    await page.goto(`${baseUrl()}/book/meditations`);
    const listen = page.getByRole("region", { name: "Listen" });
    const byChapter = listen.getByRole("radio", { name: "By chapter" });
    const fullBook = listen.getByRole("radio", { name: "Full book" });
    await byChapter.waitFor();
    const checked = (await byChapter.getAttribute("aria-checked")) === "true" ? byChapter : fullBook;
    const other = checked === byChapter ? fullBook : byChapter;

    // One tab stop for the group: Tab lands on the checked radio.
    await tabTo(page, checked);
    await expectVisibleFocus(checked);
    await page.keyboard.press("ArrowRight");
    await expectVisibleFocus(other);
    expect(await other.getAttribute("aria-checked")).toBe("true");
    expect(await checked.getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("ArrowLeft");
    await expectVisibleFocus(checked);
    expect(await checked.getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await isFocused(other)).toBe(false);
    await page.context().close();
  });

  it("answers the page shortcuts from page load: Space plays and pauses, arrows skip", async () => {
    const page = await openSignedInPage(browser(), freshAccount("keyboard-player", "premium"));
    await watchAudio(page);
    await page.goto(`${baseUrl()}/book/the-prince`);
    const listen = page.getByRole("region", { name: "Listen" });
    await listen.getByRole("button", { name: "Play", exact: true }).waitFor();
    // Nothing focused yet, as after any page load.
    expect(await describeFocus(page)).toBe("body");

    await page.keyboard.press("Space");
    await listen.getByRole("button", { name: "Pause" }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.keyboard.press("Space");
    await listen.getByRole("button", { name: "Play", exact: true }).waitFor();
    const at = (await audioState(page)).currentTime;
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at + 15, 0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(at, 0);
    expect((await audioState(page)).paused).toBe(true);
    await page.context().close();
  });
});
