import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, webhookEvents } from "../../worker/db/schema";
import { checkoutSessionObject, deliver, invoiceObject, stripeEvent, subscriptionObject } from "./support/billing-events";
import { createUser, db, signedIn, tokenFor, uniqueId } from "./support/factories";
import { call, errorCode, json } from "./support/http";

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const userRow = async (id: string) => (await db().query.users.findFirst({ where: eq(users.id, id) }))!;

async function subscribedUser(periodEnd = nowS() + 30 * DAY_S) {
  const user = await createUser("free");
  const sub = uniqueId("sub");
  const customer = uniqueId("cus");
  const res = await deliver(
    stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: sub, customer, userId: user.id, periodEnd }),
      nowS() - 100,
    ),
  );
  expect(res.status).toBe(200);
  return { user, sub, customer, periodEnd };
}

describe("webhook delivery order and duplicates", () => {
  it("processes an event id once, even when it is delivered again", async () => {
    const { user, sub, customer } = await subscribedUser();
    const cancel = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: sub, customer, userId: user.id, cancelAtPeriodEnd: true }),
      nowS() - 50,
    );
    expect(await json(await deliver(cancel))).toEqual({ received: true, result: "applied" });
    // Meanwhile the user state moves on; a replay of the old event must not undo it
    await db().update(users).set({ subscription: "active" }).where(eq(users.id, user.id));
    const replay = await deliver(cancel);
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual({ received: true, result: "duplicate" });
    expect((await userRow(user.id)).subscription).toBe("active");
    const rows = await db().select().from(webhookEvents).where(eq(webhookEvents.id, cancel.id));
    expect(rows).toHaveLength(1);
  });

  it("ends in the right state when customer.subscription.updated arrives before checkout.session.completed", async () => {
    const user = await createUser("free");
    const sub = uniqueId("sub");
    const customer = uniqueId("cus");
    const completed = stripeEvent(
      "checkout.session.completed",
      checkoutSessionObject({ userId: user.id, customer, subscription: sub }),
      nowS() - 20,
    );
    const updated = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: sub, customer, userId: user.id, cancelAtPeriodEnd: true }),
      nowS() - 10,
    );
    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    const row = await userRow(user.id);
    expect(row.subscription).toBe("canceling");
    expect(row.billingSubscriptionId).toBe(sub);
    expect(row.billingCustomerId).toBe(customer);
  });

  it("keeps the later state when both events carry the same second", async () => {
    const user = await createUser("free");
    const sub = uniqueId("sub");
    const customer = uniqueId("cus");
    const at = nowS();
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: sub, customer, userId: user.id, cancelAtPeriodEnd: true }),
        at,
      ),
    );
    await deliver(
      stripeEvent("checkout.session.completed", checkoutSessionObject({ userId: user.id, customer, subscription: sub }), at),
    );
    expect((await userRow(user.id)).subscription).toBe("canceling");
  });

  it("activates from checkout.session.completed alone (subscription events still to come)", async () => {
    const user = await createUser("free");
    const res = await deliver(
      stripeEvent(
        "checkout.session.completed",
        checkoutSessionObject({ userId: user.id, customer: uniqueId("cus"), subscription: uniqueId("sub") }),
      ),
    );
    expect(await json(res)).toMatchObject({ result: "applied" });
    expect((await userRow(user.id)).subscription).toBe("active");
  });

  it("ignores an event older than the last applied one", async () => {
    const { user, sub, customer } = await subscribedUser();
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: sub, customer, userId: user.id, cancelAtPeriodEnd: true }),
        nowS() - 10,
      ),
    );
    const older = await deliver(
      stripeEvent("customer.subscription.updated", subscriptionObject({ id: sub, customer, userId: user.id }), nowS() - 60),
    );
    expect(await json(older)).toMatchObject({ result: "stale" });
    expect((await userRow(user.id)).subscription).toBe("canceling");
  });
});

describe("subscription endings and payment problems", () => {
  it("ends access on customer.subscription.deleted", async () => {
    const { user, sub, customer } = await subscribedUser();
    const token = await tokenFor(user.id);
    const res = await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: sub, customer, userId: user.id, status: "canceled", endedAt: nowS() }),
      ),
    );
    expect(res.status).toBe(200);
    const row = await userRow(user.id);
    expect(row.subscription).toBe("ended");
    expect(row.subscriptionEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    const status = await json(await call("/api/v1/user/subscription-status", { token, method: "POST" }));
    expect(status).toMatchObject({ subscribed: false, subscription: "free", subscriptionState: "ended", daysRemaining: 0 });
  });

  it("ignores the deletion of an old subscription once the user has a newer one", async () => {
    const { user, customer } = await subscribedUser();
    const res = await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: uniqueId("sub_old"), customer, userId: user.id, status: "canceled", endedAt: nowS() }),
      ),
    );
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).subscription).toBe("active");
  });

  it("marks a failed renewal past_due (grace period) and a later paid invoice active with the new period", async () => {
    const { user, sub, customer, periodEnd } = await subscribedUser(nowS() - DAY_S);
    await deliver(stripeEvent("invoice.payment_failed", invoiceObject({ customer, subscription: sub, periodEnd }), nowS() - 50));
    const pastDue = await userRow(user.id);
    expect(pastDue.subscription).toBe("past_due");
    const nextEnd = nowS() + 30 * DAY_S;
    await deliver(stripeEvent("invoice.paid", invoiceObject({ customer, subscription: sub, periodEnd: nextEnd }), nowS() - 10));
    const renewed = await userRow(user.id);
    expect(renewed.subscription).toBe("active");
    expect(renewed.subscriptionEnd!.getTime()).toBe(nextEnd * 1000);
  });

  it("answers 200 for event types it does not handle and for unknown customers", async () => {
    const other = await deliver(stripeEvent("customer.created", { id: uniqueId("cus"), object: "customer" }));
    expect(await json(other)).toEqual({ received: true, result: "ignored" });
    const unknown = await deliver(
      stripeEvent("invoice.paid", invoiceObject({ customer: uniqueId("cus"), subscription: uniqueId("sub"), periodEnd: nowS() })),
    );
    expect(await json(unknown)).toEqual({ received: true, result: "unchanged" });
  });
});

describe("subscription call errors", () => {
  it("refuses to cancel without a running subscription", async () => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/unsubscribe", { token, method: "POST" });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe("CONFLICT");
    const expired = await signedIn("expired");
    expect((await call("/api/v1/user/unsubscribe", { token: expired.token, method: "POST" })).status).toBe(409);
  });

  it("refuses a second checkout for a subscribed user", async () => {
    const { token } = await signedIn("premium");
    const res = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } });
    expect(res.status).toBe(409);
  });

  it("validates the bodies", async () => {
    const { token } = await signedIn("free");
    const cases: Array<[string, unknown]> = [
      ["create-checkout-session", {}],
      ["create-checkout-session", { originUrl: "http://app.test/", extra: 1 }],
      ["create-checkout-session", { originUrl: `http://app.test/${"a".repeat(3000)}` }],
      ["verify-checkout-session", { sessionId: "../../etc" }],
      ["verify-checkout-session", { sessionId: 42 }],
      ["unsubscribe", { now: true }],
    ];
    for (const [path, body] of cases) {
      const res = await call(`/api/v1/user/${path}`, { token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
  });

  it("answers 404 for simulator pages of unknown sessions and refuses to end a period without a subscription", async () => {
    const page = await call(`/api/v1/billing/simulator/checkout/cs_sim_${"a".repeat(32)}`);
    expect(page.status).toBe(404);
    const { token } = await signedIn("free");
    expect((await call("/api/v1/billing/simulator/end-period", { token, method: "POST" })).status).toBe(409);
  });
});
