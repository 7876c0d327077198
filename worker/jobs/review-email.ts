import { createDb, type Database } from "../db/client";
import { countDueHighlights, listDueHighlights, reviewEmailRecipients } from "../db/review";
import type { User } from "../db/schema";
import { hasPremiumAccess } from "../lib/access";
import type { JobMessage } from "../queue/messages";
import { deliverEmail, type EmailAdapter } from "../services/email";

/** The daily review email's Cron Trigger (wrangler.toml `[triggers]`): 08:00 UTC. */
export const REVIEW_EMAIL_CRON = "0 8 * * *";
/** Readers per queue message: each page sends its mail, then queues the next page. */
export const REVIEW_EMAIL_PAGE_SIZE = 50;
/** Passages quoted in one email; the rest are counted. */
export const REVIEW_EMAIL_PASSAGES = 5;

type ReviewEmailMessage = Extract<JobMessage, { type: "review-email" }>;

/** The cron's part: queues the day's first page. Fired twice the same day, it sends nobody twice (dedupe keys). */
export async function startReviewEmails(env: Env, scheduledTime: number): Promise<void> {
  const day = new Date(scheduledTime).toISOString().slice(0, 10);
  await env.JOBS.send({ type: "review-email", day, afterUserId: "" } satisfies ReviewEmailMessage);
}

/**
 * Sends one page of the day's review emails through the email service (its outbox offline), as marketing mail: with
 * List-Unsubscribe (which turns off this email only), and never to an address that opted out. Each reader's message has the dedupe key of the day, so a
 * redelivered or resumed page mails nobody twice. Queues the next page when this one was full, and answers it (null
 * after the last page).
 */
export async function processReviewEmailPage(
  env: Env,
  db: Database,
  message: ReviewEmailMessage,
  adapter?: EmailAdapter,
  now = Date.now(),
): Promise<ReviewEmailMessage | null> {
  const recipients = await reviewEmailRecipients(db, now, message.afterUserId, REVIEW_EMAIL_PAGE_SIZE);
  for (const user of recipients) {
    if (!hasPremiumAccess(user, now)) continue;
    await deliverEmail(
      env,
      db,
      {
        kind: "marketing",
        list: "review",
        to: user.email,
        userId: user.id,
        dedupeKey: `review-email:${message.day}:${user.id}`,
        ...(await reviewEmail(env, db, user, now)),
      },
      adapter,
    );
  }
  const last = recipients.at(-1);
  if (recipients.length < REVIEW_EMAIL_PAGE_SIZE || !last) return null;
  const next: ReviewEmailMessage = { type: "review-email", day: message.day, afterUserId: last.id };
  await env.JOBS.send(next);
  return next;
}

/** Markdown quoting passages as text: anything that could be Markdown syntax in a highlight is escaped. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, "\\$1");

async function reviewEmail(env: Env, db: Database, user: User, now: number) {
  const [due, total] = await Promise.all([
    listDueHighlights(db, user.id, now, REVIEW_EMAIL_PASSAGES),
    countDueHighlights(db, user.id, now),
  ]);
  const origin = env.APP_ORIGIN.replace(/\/$/, "");
  const passages = due.map(
    (h) =>
      `> ${escapeMarkdown(h.text)}\n>\n> — *${escapeMarkdown(h.book_title)}*${h.chapter_title ? `, ${escapeMarkdown(h.chapter_title)}` : ""}`,
  );
  const more = total > due.length ? [`And ${total - due.length} more.`] : [];
  const subject = total === 1 ? "1 highlight to review today" : `${total} highlights to review today`;
  const markdown = [
    `# ${subject}`,
    ...passages,
    ...more,
    `[Review them now](${origin}/review)`,
    `You get this because you turned on the daily review email. Turn it off on ${origin}/review, or unsubscribe below.`,
  ].join("\n\n");
  return { subject, markdown };
}

/** The queue handler's entry. */
export async function runReviewEmailPage(env: Env, message: ReviewEmailMessage): Promise<void> {
  await processReviewEmailPage(env, createDb(env.DB), message);
}
