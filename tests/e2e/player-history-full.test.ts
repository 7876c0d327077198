import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser } from "./support/browser";
import { elapsed } from "./support/reader";
import { freshAccount, openSignedInPage } from "./support/session";

const browser = sharedBrowser();
const FULL_MESSAGE = "Your listening history is full: it keeps places in at most 2,000 books.";

describe("a full listening history", () => {
  it("tells the listener the place is not saved, and keeps reporting the seconds played without it", async () => {
    const page = await openSignedInPage(browser(), freshAccount("history-full"));
    // 2,000 books in one account's history is the server's own test (tests/worker/security/database-work.test.ts);
    // here the first report gets the server's answer for it, the later ones reach the server.
    const reports: { audioHistory: Record<string, unknown>; dailyUsageIncrement: number }[] = [];
    await page.route("**/api/v1/user/write-audio-history", async (route) => {
      const body = route.request().postDataJSON() as (typeof reports)[number];
      if (reports.push(body) > 1) return route.continue();
      await route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "HISTORY_FULL", message: FULL_MESSAGE } }),
      });
    });
    await page.goto(`${baseUrl()}/book/meditations`);
    await page.getByRole("heading", { name: "Listen" }).waitFor();
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Play", exact: true }).click();
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => elapsed(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();

    const notice = page.getByRole("status").filter({ hasText: FULL_MESSAGE });
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Listening goes on, but your place in this book is not saved.");
    // Every later report leaves the place out, and together they carry the seconds played (at least the 3 s above).
    const later = () => reports.slice(1);
    await expect
      .poll(() => later().reduce((sum, r) => sum + r.dailyUsageIncrement, 0), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    for (const report of later()) expect(report.audioHistory).toEqual({});
    expect(page.errors).toEqual([]);
  });
});
