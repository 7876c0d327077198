import { Hono } from "hono";
import { z } from "zod";
import { applyBillingFact, billingClock } from "../db/billing";
import { findUserById } from "../db/users";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { escapeHtml } from "../lib/html";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { billingMode } from "../services/billing";
import { CheckoutSimulator, SIMULATOR_PLAN } from "../services/billing/simulator";
import { billingFor, reloadBillingUser as reloadUser } from "../services/billing/request";

const sessionParam = z.object({ sessionId: z.string().regex(/^cs_sim_[a-f0-9]{32}$/) }).strict();
const payForm = z
  .object({
    cardNumber: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(10),
    name: z.string().max(100),
  })
  .strict();

export const SIMULATOR_TEST_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";

function checkCard(form: z.infer<typeof payForm>): string | null {
  const number = form.cardNumber.replace(/[\s-]/g, "");
  if (number === DECLINED_CARD) return "Your card was declined.";
  if (number !== SIMULATOR_TEST_CARD) return "Use the test card 4242 4242 4242 4242.";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) return "Enter the expiry date as MM/YY.";
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
  if (endOfMonth.getTime() <= Date.now()) return "Your card has expired.";
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return "Enter the 3 or 4 digit CVC.";
  return null;
}

function checkoutPage(opts: { sessionId: string; email: string; cancelUrl: string; error?: string; complete?: string }) {
  const field = (id: string, label: string, attrs: string) =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attrs}>`;
  const body = opts.complete
    ? `<p>This checkout is already paid.</p><p><a href="${escapeHtml(opts.complete)}">Return to Chapterly</a></p>`
    : `<form method="post" action="/api/v1/billing/simulator/checkout/${escapeHtml(opts.sessionId)}/pay">
  ${opts.error ? `<p role="alert" class="error">${escapeHtml(opts.error)}</p>` : ""}
  <p class="hint">Test card: 4242 4242 4242 4242, any future expiry, any CVC. 4000 0000 0000 0002 is declined.</p>
  ${field("cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"')}
  <div class="row"><div>${field("expiry", "Expiry (MM/YY)", 'autocomplete="cc-exp" placeholder="12/34" maxlength="7"')}</div>
  <div>${field("cvc", "CVC", 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}</div></div>
  ${field("name", "Name on card", 'autocomplete="cc-name" maxlength="100"')}
  <button type="submit">Pay ${SIMULATOR_PLAN.price}</button>
</form>
<p><a href="${escapeHtml(opts.cancelUrl)}">Cancel and return to Chapterly</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout - ${SIMULATOR_PLAN.name}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:1rem}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:.25rem 0}.price{font-size:1.25rem;font-weight:600}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.1rem .6rem;font-size:.8rem}
label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #94a3b8;border-radius:.4rem;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:.4rem;background:#4338ca;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.error{background:#fee2e2;color:#991b1b;padding:.5rem;border-radius:.4rem}.hint{color:#475569;font-size:.85rem}
</style></head>
<body><main>
<span class="badge">Test mode: offline checkout simulator</span>
<h1>${SIMULATOR_PLAN.name}</h1>
<p class="price">${SIMULATOR_PLAN.price} per ${SIMULATOR_PLAN.interval}</p>
<p>Subscribing as ${escapeHtml(opts.email)}</p>
${body}
</main></body></html>`;
}

function simulatorFor(c: Parameters<typeof billingFor>[0]): CheckoutSimulator {
  const billing = billingFor(c);
  if (!(billing instanceof CheckoutSimulator)) throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
  return billing;
}

/** The offline hosted checkout and its developer controls. 404 unless billing runs in simulator mode. */
export const checkoutSimulatorRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (billingMode(c.env) !== "simulator") throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    await next();
  })
  .get("/checkout/:sessionId", validate("param", sessionParam), async (c) => {
    const simulator = simulatorFor(c);
    const session = await simulator.findSession(c.req.valid("param").sessionId);
    if (!session) throw new ApiError("NOT_FOUND", "No such checkout session.");
    const owner = await findUserById(c.var.db, session.userId);
    c.header("Cache-Control", "no-store");
    return c.html(
      checkoutPage({
        sessionId: session.id,
        email: owner?.email ?? "",
        cancelUrl: session.cancelUrl,
        complete: session.status === "complete" ? session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) : undefined,
      }),
    );
  })
  .post("/checkout/:sessionId/pay", validate("param", sessionParam), validate("form", payForm), async (c) => {
    const simulator = simulatorFor(c);
    const session = await simulator.findSession(c.req.valid("param").sessionId);
    if (!session) throw new ApiError("NOT_FOUND", "No such checkout session.");
    const error = session.status === "open" ? checkCard(c.req.valid("form")) : null;
    if (error) {
      const owner = await findUserById(c.var.db, session.userId);
      return c.html(checkoutPage({ sessionId: session.id, email: owner?.email ?? "", cancelUrl: session.cancelUrl, error }), 402);
    }
    return c.redirect(await simulator.pay(session), 303);
  })
  .post("/end-period", requireUser, validate("json", z.object({}).strict().optional()), async (c) => {
    const user = c.var.user;
    if (!user.billingSubscriptionId) throw new ApiError("CONFLICT", "You have no subscription to end.");
    const subscription = await simulatorFor(c).endPeriod(user.billingSubscriptionId);
    // The deleted event already went through the webhook; this keeps the answer consistent if it was reordered.
    await applyBillingFact(c.env, c.var.db, {
      user: await reloadUser(c.var.db, c.var.user.id),
      fact: {
        kind: "deleted",
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
        endedAt: subscription.endedAt!,
      },
      at: billingClock(),
    });
    return c.json({ successful: true });
  });
