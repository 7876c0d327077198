import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingSimSubscriptions, emailDeliveries, users } from "../../worker/db/schema";
import { seedDemoAccounts } from "../../worker/db/seed/demo-accounts";
import { tokenFor, db, signedIn } from "./support/factories";
import { exports } from "cloudflare:workers";
import { BASE, call, json } from "./support/http";

const DAY = 86_400_000;
const userRow = async (id: string) => (await db().query.users.findFirst({ where: eq(users.id, id) }))!;
const status = async (token: string) =>
  json<{
    subscribed: boolean;
    subscription: string;
    subscriptionState: string;
    subscriptionEnd: string | null;
    daysRemaining: number;
  }>(await call("/api/v1/user/subscription-status", { token, method: "POST" }));

/** Submits the simulator's card form like a browser, without following the redirect. */
function pay(path: string, cardNumber = "4242 4242 4242 4242") {
  return exports.default.fetch(
    new Request(`${BASE}${path}`, {
      method: "POST",
      body: new URLSearchParams({ cardNumber, expiry: "12/40", cvc: "123", name: "Test Reader" }),
      redirect: "manual",
    }),
  );
}

describe("subscription lifecycle through the checkout simulator", () => {
  it("subscribes, verifies, cancels at period end and ends when the period is ended", async () => {
    const { user, token } = await signedIn("free");
    expect(await status(token)).toEqual({
      subscribed: false,
      subscription: "free",
      subscriptionState: "free",
      subscriptionEnd: null,
      daysRemaining: 0,
    });

    // Checkout: a local hosted page on the API origin
    const created = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/book/7" } });
    expect(created.status).toBe(200);
    const { url } = await json<{ url: string }>(created);
    expect(url).toMatch(/^http:\/\/chapterly\.test\/api\/v1\/billing\/simulator\/checkout\/cs_sim_[a-f0-9]{32}$/);
    const sessionId = url.split("/").pop()!;
    expect((await userRow(user.id)).billingCustomerId).toMatch(/^cus_sim_/);

    const page = await call(new URL(url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Chapterly Premium");
    expect(html).toContain("$9.99 per month");
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('href="http://app.test/book/7"');

    // Paying delivers signed events to the real webhook and redirects to payment success
    const paid = await pay(`${new URL(url).pathname}/pay`);
    expect(paid.status).toBe(303);
    // Started on a book page: back to that book with the session id (spec 2, 4)
    expect(paid.headers.get("location")).toBe(`http://app.test/book/7/${sessionId}`);
    const active = await userRow(user.id);
    expect(active.subscription).toBe("active");
    expect(active.billingSubscriptionId).toMatch(/^sub_sim_/);
    expect(active.subscriptionEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    const verified = await call("/api/v1/user/verify-checkout-session", { token, body: { sessionId } });
    expect(await json(verified)).toEqual({ successful: true });
    // Verifying again (or after the webhook) changes nothing
    expect(await json(await call("/api/v1/user/verify-checkout-session", { token, body: { sessionId } }))).toEqual({
      successful: true,
    });
    const afterVerify = await status(token);
    expect(afterVerify).toMatchObject({
      subscribed: true,
      subscription: "premium",
      subscriptionState: "active",
      daysRemaining: 30,
    });
    expect(afterVerify.subscriptionEnd).toBe(active.subscriptionEnd!.toISOString());

    // Premium access follows from the server's own state
    const info = await json(await call("/api/v1/user/user-info", { token, method: "POST" }));
    expect(info).toMatchObject({ subscription: "premium", subscription_state: "active" });

    // Unsubscribe: cancel at period end, access kept
    const cancelled = await call("/api/v1/user/unsubscribe", { token, method: "POST" });
    expect(await json(cancelled)).toEqual({ successful: true });
    expect(await status(token)).toMatchObject({
      subscribed: true,
      subscription: "premium",
      subscriptionState: "canceling",
      daysRemaining: 30,
    });
    const simRow = await db().query.billingSimSubscriptions.findFirst({
      where: eq(billingSimSubscriptions.id, active.billingSubscriptionId!),
    });
    expect(simRow?.cancelAtPeriodEnd).toBe(true);
    // A second click is harmless
    expect(await json(await call("/api/v1/user/unsubscribe", { token, method: "POST" }))).toEqual({ successful: true });

    // Developer control: the period ends now
    const ended = await call("/api/v1/billing/simulator/end-period", { token, method: "POST" });
    expect(await json(ended)).toEqual({ successful: true });
    const after = await status(token);
    expect(after).toMatchObject({ subscribed: false, subscription: "free", subscriptionState: "ended", daysRemaining: 0 });
  });

  it("sends one started and one cancelled email per subscription, whatever the replays", async () => {
    const { user, token } = await signedIn("free");
    const { url } = await json<{ url: string }>(
      await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } }),
    );
    await pay(`${new URL(url).pathname}/pay`);
    const sessionId = url.split("/").pop()!;
    await call("/api/v1/user/verify-checkout-session", { token, body: { sessionId } });
    await call("/api/v1/user/unsubscribe", { token, method: "POST" });
    await call("/api/v1/user/unsubscribe", { token, method: "POST" });
    const subscriptionId = (await userRow(user.id)).billingSubscriptionId!;
    const sent = await db().select().from(emailDeliveries).where(eq(emailDeliveries.toEmail, user.email));
    expect(sent.map((d) => d.dedupeKey).sort()).toEqual([
      `subscription-cancelled:${subscriptionId}`,
      `subscription-started:${subscriptionId}`,
    ]);
  });

  it("lets the premium demo account cancel and end its seeded simulated subscription", async () => {
    await seedDemoAccounts(db());
    const token = await tokenFor("demo-premium");
    expect(await status(token)).toMatchObject({
      subscribed: true,
      subscription: "premium",
      subscriptionState: "active",
      daysRemaining: 25,
    });
    expect(await json(await call("/api/v1/user/unsubscribe", { token, method: "POST" }))).toEqual({ successful: true });
    expect((await status(token)).subscriptionState).toBe("canceling");
    expect(await json(await call("/api/v1/billing/simulator/end-period", { token, method: "POST" }))).toEqual({
      successful: true,
    });
    expect(await status(token)).toMatchObject({ subscribed: false, subscription: "free", subscriptionState: "ended" });
  });

  it("reports a canceling subscription with the end date and whole days remaining", async () => {
    const { token, user } = await signedIn("canceling");
    expect(await status(token)).toEqual({
      subscribed: true,
      subscription: "premium",
      subscriptionState: "canceling",
      subscriptionEnd: user.subscriptionEnd!.toISOString(),
      daysRemaining: 5,
    });
  });

  it("re-renders the checkout page with the reason when the card is declined, without subscribing", async () => {
    const { user, token } = await signedIn("free");
    const { url } = await json<{ url: string }>(
      await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } }),
    );
    const declined = await pay(`${new URL(url).pathname}/pay`, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await userRow(user.id)).subscription).toBe("free");
    const sessionId = url.split("/").pop()!;
    expect(await json(await call("/api/v1/user/verify-checkout-session", { token, body: { sessionId } }))).toEqual({
      successful: false,
    });
  });

  it("reuses the user's customer for a second checkout", async () => {
    const { user, token } = await signedIn("free");
    await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } });
    const first = (await userRow(user.id)).billingCustomerId;
    await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } });
    expect((await userRow(user.id)).billingCustomerId).toBe(first);
  });
});
