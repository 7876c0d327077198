import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answerDialogs, baseUrl, sharedBrowser, openPage } from "./support/browser";
import { signInAs } from "./support/session";

const CONFIRM_TEXT =
  "Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.";
const SUCCESS_TEXT = "Subscription cancelled successfully. You will retain access until the end of your billing period.";
const PLACEHOLDER_TITLE = "Introduction to Key Concepts";

const browser = sharedBrowser();

/** Snippet titles of a demo chapter, as the signed-in user's own API calls return them. */
function snippetTitles(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch("/api/v1/snippet/get-snippets", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
      body: JSON.stringify({ chapterId: "meditations-ch1" }),
    });
    return ((await res.json()) as Array<{ snippet_title: string }>).map((s) => s.snippet_title);
  });
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
}

describe("subscription lifecycle through the offline checkout simulator", () => {
  it("subscribes, sees premium, cancels with the exact texts, keeps premium until the period ends, then is free", async () => {
    const page = await openPage(browser());
    const dialogs: Array<{ type: string; message: string }> = [];
    page.on("dialog", (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });

    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, `billing-${Date.now()}@example.test`, { given: "Bill", family: "Ing" });
    await page.goto(`${baseUrl()}/`);
    expect(await snippetTitles(page)).toContain(PLACEHOLDER_TITLE);

    // Subscribe from the account menu
    await openAccountMenu(page);
    const subscribe = page.getByRole("button", { name: "Subscribe to Premium" });
    await subscribe.click();

    // The local hosted checkout page
    await page.getByRole("heading", { name: "Chapterly Premium" }).waitFor();
    await page.getByText("$9.99 per month").waitFor();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Bill Ing");
    // The form posts and is redirected, and waitForURL below waits for that. Playwright's own wait for the navigation
    // a click starts hung here for 30 s in 3 local runs of the suite (microsoft/playwright#11219 reports the same).
    await page.getByRole("button", { name: "Pay $9.99" }).click({ noWaitAfter: true });

    // Back on the app: payment success on top of home
    await page.waitForURL(/\/payment-success\/cs_sim_[a-f0-9]{32}$/);
    await page.getByText("Payment successful. Welcome to Chapterly Premium!").waitFor();
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    await openAccountMenu(page);
    await page.getByText("Premium Active").waitFor();
    expect(await snippetTitles(page)).not.toContain(PLACEHOLDER_TITLE);

    // Unsubscribe page with the plan, end date and days remaining
    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await page.waitForURL(`${baseUrl()}/unsubscribe`);
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    const details = page.getByRole("region", { name: "Plan details" });
    await details.getByText("Chapterly Premium").waitFor();
    await details.getByText("Days remaining").waitFor();
    await details.getByText("30", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/Your subscription is cancelled\. You keep Premium access until/).waitFor();
    expect(dialogs).toEqual([
      { type: "confirm", message: CONFIRM_TEXT },
      { type: "alert", message: SUCCESS_TEXT },
    ]);

    // Still premium until the period ends
    expect(await snippetTitles(page)).not.toContain(PLACEHOLDER_TITLE);
    await page.getByRole("link", { name: "← Back to Chapterly" }).click();
    await openAccountMenu(page);
    await page.getByText("Premium Active").waitFor();

    // Developer control: end the billing period
    await page.goto(`${baseUrl()}/unsubscribe`);
    await page.getByRole("button", { name: "End billing period now" }).click();
    await page.getByText("You are on the Free plan.", { exact: false }).waitFor();
    expect(await snippetTitles(page)).toContain(PLACEHOLDER_TITLE);

    await page.goto(`${baseUrl()}/`);
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Subscribe to Premium" }).waitFor();
    expect(await page.getByText("Premium Active").count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it("alerts the failure text when cancelling fails", async () => {
    const page = await openPage(browser());
    const dialogs = answerDialogs(page, "accept");
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, `billing-fail-${Date.now()}@example.test`);
    // A subscriber whose provider call fails: route the cancel call to an error answer
    await page.route("**/api/v1/user/unsubscribe", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "BILLING_UNAVAILABLE", message: "down" } }),
      }),
    );
    await page.route("**/api/v1/user/subscription-status", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          subscribed: true,
          subscription: "active",
          subscriptionEnd: new Date(Date.now() + 10 * 86_400_000).toISOString(),
          daysRemaining: 10,
        }),
      }),
    );
    await page.goto(`${baseUrl()}/unsubscribe`);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect.poll(() => dialogs).toEqual([CONFIRM_TEXT, "Failed to cancel subscription. Please try again."]);
  });

  it("shows Upgrading... while checkout starts and clears it when starting fails", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, `billing-busy-${Date.now()}@example.test`);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/user/create-checkout-session", async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "BILLING_UNAVAILABLE", message: "down" } }),
      });
    });
    await page.goto(`${baseUrl()}/`);
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await page.getByRole("button", { name: "Upgrading..." }).waitFor();
    release();
    await page.getByRole("button", { name: "Subscribe to Premium" }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);
  });
});
