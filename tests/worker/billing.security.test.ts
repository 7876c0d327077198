import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingSimSessions, users } from "../../worker/db/schema";
import { checkoutSessionObject, deliver, stripeEvent, subscriptionObject } from "./support/billing-events";
import { createUser, db, signedIn, uniqueId } from "./support/factories";
import { call, errorCode, json } from "./support/http";

const userRow = async (id: string) => (await db().query.users.findFirst({ where: eq(users.id, id) }))!;

function activationEvent(userId: string) {
  return stripeEvent(
    "customer.subscription.created",
    subscriptionObject({ id: uniqueId("sub"), customer: uniqueId("cus"), userId }),
  );
}

describe("billing webhook signatures", () => {
  it("applies an event signed with the webhook secret", async () => {
    const user = await createUser("free");
    const res = await deliver(activationEvent(user.id));
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).subscription).toBe("active");
  });

  it("rejects a tampered body with 400 and changes nothing", async () => {
    const user = await createUser("free");
    const other = await createUser("free");
    const res = await deliver(activationEvent(user.id), { tamper: (payload) => payload.replace(user.id, other.id) });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("BAD_REQUEST");
    expect((await userRow(user.id)).subscription).toBe("free");
    expect((await userRow(other.id)).subscription).toBe("free");
  });

  it("rejects a signature made with another secret", async () => {
    const user = await createUser("free");
    const res = await deliver(activationEvent(user.id), { secret: "whsec_someone_else" });
    expect(res.status).toBe(400);
    expect((await userRow(user.id)).subscription).toBe("free");
  });

  it("rejects a stale signature (older than the 5 minute tolerance)", async () => {
    const user = await createUser("free");
    const res = await deliver(activationEvent(user.id), { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(400);
    expect((await userRow(user.id)).subscription).toBe("free");
  });

  it("rejects a missing or malformed signature header", async () => {
    const user = await createUser("free");
    const missing = await deliver(activationEvent(user.id), { signature: null });
    expect(missing.status).toBe(400);
    const garbage = await deliver(activationEvent(user.id), { signature: "t=1,v1=deadbeef" });
    expect(garbage.status).toBe(400);
    expect((await userRow(user.id)).subscription).toBe("free");
  });
});

describe("checkout session ownership", () => {
  async function startCheckout(token: string) {
    const res = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl: "http://app.test/" } });
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    return url.split("/").pop()!;
  }

  it("answers 403 when someone else verifies a user's session, and 404 for an unknown one", async () => {
    const owner = await signedIn("free");
    const stranger = await signedIn("free");
    const sessionId = await startCheckout(owner.token);

    const foreign = await call("/api/v1/user/verify-checkout-session", { token: stranger.token, body: { sessionId } });
    expect(foreign.status).toBe(403);
    expect(await errorCode(foreign)).toBe("FORBIDDEN");

    const unknown = await call("/api/v1/user/verify-checkout-session", {
      token: owner.token,
      body: { sessionId: `cs_sim_${"0".repeat(32)}` },
    });
    expect(unknown.status).toBe(404);

    const mine = await call("/api/v1/user/verify-checkout-session", { token: owner.token, body: { sessionId } });
    expect(await json(mine)).toEqual({ successful: false });
  });

  it("does not let a webhook-looking checkout for user A subscribe user B through verify", async () => {
    const a = await signedIn("free");
    const b = await signedIn("free");
    const sessionId = await startCheckout(a.token);
    await call(`/api/v1/billing/simulator/checkout/${sessionId}/pay`, {
      method: "POST",
      rawBody: new URLSearchParams({ cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const res = await call("/api/v1/user/verify-checkout-session", { token: b.token, body: { sessionId } });
    expect(res.status).toBe(403);
    expect((await userRow(b.user.id)).subscription).toBe("free");
    expect((await userRow(a.user.id)).subscription).toBe("active");
  });
});

describe("checkout return address", () => {
  it.each([
    "https://evil.example/phish",
    "http://app.test.evil.example/",
    "http://app.test:8080/",
    "javascript:alert(1)",
    "//evil.example/",
    "http://app.test@evil.example/book/1",
    "https://evil.example/book/1",
  ])("rejects originUrl %s (no open redirect)", async (originUrl) => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl } });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });

  it("accepts the configured app origin and the origin serving the request", async () => {
    const { token } = await signedIn("free");
    for (const originUrl of ["http://app.test/book/1?x=1", "http://chapterly.test/"]) {
      const res = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl } });
      expect(res.status).toBe(200);
    }
  });

  it.each([
    ["http://app.test/book/7", "http://app.test/book/7/{CHECKOUT_SESSION_ID}"],
    ["http://app.test/book/7/cs_old_session?x=1#top", "http://app.test/book/7/{CHECKOUT_SESSION_ID}"],
    ["http://app.test/book/google_a-b%20c", "http://app.test/book/google_a-b%20c/{CHECKOUT_SESSION_ID}"],
    ["http://app.test/", "http://app.test/payment-success/{CHECKOUT_SESSION_ID}"],
    ["http://app.test/unsubscribe", "http://app.test/payment-success/{CHECKOUT_SESSION_ID}"],
    ["http://app.test/book/7/a/b", "http://app.test/payment-success/{CHECKOUT_SESSION_ID}"],
  ])("a checkout started on %s returns to %s, on the app origin", async (originUrl, successUrl) => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/create-checkout-session", { token, body: { originUrl } });
    expect(res.status).toBe(200);
    const sessionId = (await json<{ url: string }>(res)).url.split("/").pop()!;
    const row = await db().query.billingSimSessions.findFirst({ where: eq(billingSimSessions.id, sessionId) });
    expect(row?.successUrl).toBe(successUrl);
  });

  it("needs a signed-in user for every subscription call", async () => {
    for (const path of ["create-checkout-session", "verify-checkout-session", "unsubscribe", "subscription-status"]) {
      const res = await call(`/api/v1/user/${path}`, { method: "POST" });
      expect(res.status).toBe(401);
    }
    const end = await call("/api/v1/billing/simulator/end-period", { method: "POST" });
    expect(end.status).toBe(401);
  });

  it("ignores a checkout session completed for a user it does not name (client_reference_id decides)", async () => {
    const victim = await createUser("free");
    const res = await deliver(
      stripeEvent(
        "checkout.session.completed",
        checkoutSessionObject({ userId: uniqueId("nobody"), customer: uniqueId("cus"), subscription: uniqueId("sub") }),
      ),
    );
    expect(res.status).toBe(200);
    expect((await userRow(victim.id)).subscription).toBe("free");
  });
});
