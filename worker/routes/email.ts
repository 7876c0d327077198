import { Hono } from "hono";
import { z } from "zod";
import { recordOptOut } from "../db/email";
import { turnOffReviewEmailFor } from "../db/review";
import type { AppEnv } from "../env";
import { escapeHtml } from "../lib/html";
import { validate } from "../lib/validate";
import { verifyUnsubscribeToken, type UnsubscribeList } from "../services/email/unsubscribe";

const tokenQuery = z.object({ token: z.string().min(10).max(2000) }).strict();

function page(title: string, body: string, status: 200 | 400 = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827;line-height:1.5}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

const invalid = () =>
  page("Link not valid", "<p>This unsubscribe link is not valid. Use the link from the most recent email.</p>", 400);

/** What each token leaves, in the words of its pages. */
const LISTS: Record<"all" | UnsubscribeList, { what: string; keeps: string }> = {
  all: {
    what: "Chapterly news",
    keeps: "You will still get emails about your account and requested summaries.",
  },
  review: {
    what: "the daily review email",
    keeps: "Other Chapterly email is not affected; you can turn the review email back on from your Review page.",
  },
};

/**
 * One-click unsubscribe (RFC 8058): GET shows a confirmation page (so link scanners never unsubscribe anyone), POST
 * records it. A token names what it leaves: all marketing mail (an opt-out of the address), or one list (the daily
 * review email, turned off for the address's accounts). Transactional mail is unaffected.
 */
export const emailRoutes = new Hono<AppEnv>()
  .get("/unsubscribe", async (c) => {
    const parsed = tokenQuery.safeParse(c.req.query());
    const signed = parsed.success ? await verifyUnsubscribeToken(c.env, parsed.data.token) : null;
    if (!parsed.success || !signed) return invalid();
    const list = LISTS[signed.list ?? "all"];
    return page(
      `Unsubscribe from ${list.what}`,
      `<p>Stop sending ${escapeHtml(list.what)} to <strong>${escapeHtml(signed.email)}</strong>? ${escapeHtml(list.keeps)}</p>
<form method="post" action="?token=${encodeURIComponent(parsed.data.token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  })
  .post("/unsubscribe", validate("query", tokenQuery), async (c) => {
    const signed = await verifyUnsubscribeToken(c.env, c.req.valid("query").token);
    if (!signed) return invalid();
    if (signed.list === "review") await turnOffReviewEmailFor(c.var.db, signed.email);
    else await recordOptOut(c.var.db, signed.email);
    const list = LISTS[signed.list ?? "all"];
    return page(
      "You are unsubscribed",
      `<p><strong>${escapeHtml(signed.email)}</strong> will no longer receive ${escapeHtml(list.what)}.</p>`,
    );
  });
