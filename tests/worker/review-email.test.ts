import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOptOuts, highlights, outboxMessages, readerSettings, reviewCards, users } from "../../worker/db/schema";
import { processReviewEmailPage, REVIEW_EMAIL_PAGE_SIZE } from "../../worker/jobs/review-email";
import { call } from "./support/http";
import { createBook, createUser, db, signedIn, uniqueId } from "./support/factories";
import { savedHighlight } from "./support/review";

async function outboxFor(email: string) {
  return db().select().from(outboxMessages).where(eq(outboxMessages.toEmail, email));
}

/** One day's send, as the cron's queue message runs it (each test its own day, so their dedupe keys never meet). */
async function sendDay(day = `2030-${uniqueId("d")}`) {
  await processReviewEmailPage(env, db(), { type: "review-email", day, afterUserId: "" });
  return day;
}

async function optIn(token: string, on = true) {
  expect((await call("/api/v1/review/settings", { method: "PUT", token, body: { dailyEmail: on } })).status).toBe(200);
}

describe("the daily review email", () => {
  it("goes through the outbox to a reader who opted in, with what is due and List-Unsubscribe; once a day", async () => {
    const { user, token } = await signedIn("premium");
    await savedHighlight(token, "What stands in the way");
    await optIn(token);
    const day = await sendDay();
    const [message, ...rest] = await outboxFor(user.email);
    expect(rest).toEqual([]);
    expect(message!.subject).toBe("1 highlight to review today");
    expect(message!.text).toContain("What stands in the way");
    expect(message!.text).toContain(`${env.APP_ORIGIN}/review`);
    expect(message!.headers["List-Unsubscribe"]).toMatch(/^<.+\/api\/v1\/email\/unsubscribe\?token=.+>$/);
    expect(message!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The same day again (a redelivered message, a second cron): nobody is mailed twice.
    await sendDay(day);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it("is not sent to a reader who did not opt in, or turned it off, or has nothing due", async () => {
    const never = await signedIn("premium");
    await savedHighlight(never.token);
    const off = await signedIn("premium");
    await savedHighlight(off.token);
    await optIn(off.token);
    await optIn(off.token, false);
    const nothingDue = await signedIn("premium");
    await optIn(nothingDue.token);
    await sendDay();
    for (const reader of [never, off, nothingDue]) expect(await outboxFor(reader.user.email)).toEqual([]);
  });

  it("stops after the reader unsubscribes through the email's link, which leaves other email alone", async () => {
    const { user, token } = await signedIn("premium");
    await savedHighlight(token);
    await optIn(token);
    await sendDay();
    const [message] = await outboxFor(user.email);
    const link = message!.headers["List-Unsubscribe"]!.slice(1, -1);
    const res = await call(link.replace(env.APP_ORIGIN, ""), {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("will no longer receive the daily review email");
    await sendDay();
    expect(await outboxFor(user.email)).toHaveLength(1);
    const [settings] = await db().select().from(readerSettings).where(eq(readerSettings.userId, user.id));
    expect(settings!.reviewEmail).toBe(false);
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account!.emailOptOut).toBe(false);
    expect(await db().select().from(emailOptOuts).where(eq(emailOptOuts.email, user.email.toLowerCase()))).toEqual([]);
  });

  it("is not sent to a reader who lost premium access since opting in", async () => {
    const { user, token } = await signedIn("premium");
    await savedHighlight(token);
    await optIn(token);
    await db().update(users).set({ subscription: "ended" }).where(eq(users.id, user.id));
    await sendDay();
    expect(await outboxFor(user.email)).toEqual([]);
  });

  it("goes out page by page, each page queuing the next, and reaches every reader once", async () => {
    const book = await createBook();
    const readers = [];
    for (let i = 0; i < REVIEW_EMAIL_PAGE_SIZE + 3; i++) {
      const user = await createUser("premium");
      const highlightId = uniqueId("h");
      await db().insert(highlights).values({
        id: highlightId,
        userId: user.id,
        bookId: book.bookId,
        sourceKind: "summary",
        sourceId: "small",
        text: "Short.",
        location: 0,
      });
      await db()
        .insert(reviewCards)
        .values({ highlightId, userId: user.id, due: Date.now() - 1000 });
      await db().insert(readerSettings).values({ userId: user.id, reviewEmail: true, updatedAt: Date.now() });
      readers.push(user);
    }
    const day = `2030-${uniqueId("d")}`;
    let message: Parameters<typeof processReviewEmailPage>[2] | null = { type: "review-email", day, afterUserId: "" };
    let pages = 0;
    while (message) {
      message = await processReviewEmailPage(env, db(), message);
      pages += 1;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const reader of readers) expect(await outboxFor(reader.email)).toHaveLength(1);
  });
});
