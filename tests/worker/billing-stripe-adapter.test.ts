import { describe, expect, it } from "vitest";
import { ApiError } from "../../worker/lib/errors";
import { StripeBilling } from "../../worker/services/billing/stripe-adapter";

interface Sent {
  method: string;
  url: URL;
  form: URLSearchParams;
  headers: Headers;
}

/** A fake Stripe API: records each request and answers with the next scripted response. */
function fakeStripe(responses: Array<{ status?: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    sent.push({
      method: init?.method ?? "GET",
      url,
      form: new URLSearchParams(typeof init?.body === "string" ? init.body : ""),
      headers: new Headers(init?.headers),
    });
    const next = responses.shift() ?? { status: 500, body: { error: { type: "api_error", message: "no scripted response" } } };
    return new Response(JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { "Content-Type": "application/json", "Request-Id": "req_fake" },
    });
  }) as typeof globalThis.fetch;
  const billing = new StripeBilling({ secretKey: "sk_test_fake", priceId: "price_123", fetch, maxNetworkRetries: 0 });
  return { billing, sent };
}

const subscriptionObject = {
  id: "sub_1",
  object: "subscription",
  customer: "cus_1",
  status: "active",
  cancel_at_period_end: true,
  cancel_at: 1_900_000_000,
  start_date: 1_800_000_000,
  ended_at: null,
  metadata: { user_id: "user-1" },
  items: { object: "list", data: [{ id: "si_1", current_period_start: 1_897_000_000, current_period_end: 1_900_000_000 }] },
};

describe("Stripe adapter at the HTTP boundary", () => {
  it("creates a subscription-mode checkout session for the configured price, customer and return URLs", async () => {
    const { billing, sent } = fakeStripe([
      { body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_1" } },
    ]);
    const session = await billing.createCheckoutSession({
      userId: "user-1",
      customerId: "cus_1",
      successUrl: "https://app.example/payment-success/{CHECKOUT_SESSION_ID}",
      cancelUrl: "https://app.example/book/42",
    });
    expect(session).toEqual({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe("/v1/checkout/sessions");
    expect(request!.headers.get("authorization")).toBe("Bearer sk_test_fake");
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_123",
      "line_items[0][quantity]": "1",
      customer: "cus_1",
      client_reference_id: "user-1",
      success_url: "https://app.example/payment-success/{CHECKOUT_SESSION_ID}",
      cancel_url: "https://app.example/book/42",
      "metadata[user_id]": "user-1",
      "subscription_data[metadata][user_id]": "user-1",
    });
  });

  it("creates the customer with the user's email and id", async () => {
    const { billing, sent } = fakeStripe([{ body: { id: "cus_new", object: "customer" } }]);
    expect(await billing.createCustomer({ userId: "user-9", email: "nine@example.test" })).toEqual({ id: "cus_new" });
    expect(sent[0]!.url.pathname).toBe("/v1/customers");
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ email: "nine@example.test", "metadata[user_id]": "user-9" });
  });

  it("retrieves a session with its subscription expanded and reads the period from the items", async () => {
    const { billing, sent } = fakeStripe([
      {
        body: {
          id: "cs_test_2",
          object: "checkout.session",
          status: "complete",
          payment_status: "paid",
          client_reference_id: "user-1",
          customer: "cus_1",
          subscription: subscriptionObject,
        },
      },
    ]);
    const info = await billing.retrieveCheckoutSession("cs_test_2");
    expect(sent[0]!.method).toBe("GET");
    expect(sent[0]!.url.pathname).toBe("/v1/checkout/sessions/cs_test_2");
    expect(sent[0]!.url.searchParams.getAll("expand[0]")).toEqual(["subscription"]);
    expect(info).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      clientReferenceId: "user-1",
      customerId: "cus_1",
      subscriptionId: "sub_1",
      subscription: {
        id: "sub_1",
        userId: "user-1",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(1_900_000_000_000),
        startedAt: new Date(1_800_000_000_000),
      },
    });
  });

  it("cancels at the period end with an update, not a deletion", async () => {
    const { billing, sent } = fakeStripe([{ body: subscriptionObject }]);
    const snapshot = await billing.cancelAtPeriodEnd("sub_1");
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url.pathname).toBe("/v1/subscriptions/sub_1");
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ cancel_at_period_end: "true" });
    expect(snapshot.cancelAtPeriodEnd).toBe(true);
  });

  it("maps Stripe error responses to BILLING_UNAVAILABLE", async () => {
    const { billing } = fakeStripe([
      {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "No such price: 'price_123'", param: "line_items[0][price]" } },
      },
    ]);
    const failure = billing.createCheckoutSession({
      userId: "u",
      customerId: "cus_1",
      successUrl: "https://a/x",
      cancelUrl: "https://a/",
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: "BILLING_UNAVAILABLE", status: 502 });

    const down = fakeStripe([{ status: 500, body: { error: { type: "api_error", message: "boom" } } }]);
    await expect(down.billing.cancelAtPeriodEnd("sub_1")).rejects.toMatchObject({ code: "BILLING_UNAVAILABLE" });
  });

  it("answers null for a session Stripe does not know", async () => {
    const { billing } = fakeStripe([
      {
        status: 404,
        body: { error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" } },
      },
    ]);
    expect(await billing.retrieveCheckoutSession("cs_test_missing")).toBeNull();
  });
});
