import type { Page, Response } from "playwright-core";
import { expect } from "vitest";
import { parseSentenceCues, type SentenceCue } from "../../../web/src/features/player/lib/cues";

/** "m:ss" as seconds. */
export function clockSeconds(clock: string): number {
  const [m, s] = clock.trim().split(":").map(Number);
  return m! * 60 + s!;
}

/** Sets today's usage for the signed-in user through the dev-only route (development only). */
export async function setUsage(page: Page, usedSeconds: number) {
  const status = await page.evaluate(async (s) => {
    const res = await fetch("/api/v1/dev/daily-usage", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
      body: JSON.stringify({ seconds: s }),
    });
    return res.status;
  }, usedSeconds);
  expect(status).toBe(200);
}

/** Test-only: remember every Audio the app creates (as `window.__audios`), so its real playback state can be read. */
export async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const Native = window.Audio;
    const created: HTMLAudioElement[] = [];
    (window as unknown as { __audios: HTMLAudioElement[] }).__audios = created;
    window.Audio = function Audio(src?: string) {
      const element = new Native(src);
      created.push(element);
      return element;
    } as unknown as typeof window.Audio;
  });
}

/**
 * The sentence cues a response carried. Chromium may have dropped the body from its buffer while the audio streams
 * ("No data found for resource"); the same request, with the page's own headers, answers the same file.
 */
export async function cuesFrom(page: Page, response: Response): Promise<SentenceCue[]> {
  const body = await response.text().catch(() => null);
  if (body !== null) return parseSentenceCues(body);
  const again = await page.request.get(response.url(), { headers: await response.request().allHeaders() });
  return parseSentenceCues(await again.text());
}
