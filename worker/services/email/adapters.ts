import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/schema";

/** One fully rendered message, ready for any provider. */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface EmailAdapter {
  readonly name: "resend" | "outbox";
  /** Resolves with the provider's message id; throws EmailSendError when the provider refuses. */
  send(message: OutgoingEmail): Promise<{ id: string }>;
}

export class EmailSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailSendError";
  }
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/** Production adapter: Resend's HTTP API (docs/decisions/070-email-service-and-campaign-delivery.md). */
export function resendAdapter(apiKey: string, fetcher: typeof fetch = fetch, timeoutMs = 10_000): EmailAdapter {
  return {
    name: "resend",
    async send(message) {
      let response: Response;
      try {
        response = await fetcher(RESEND_ENDPOINT, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            headers: message.headers,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new EmailSendError(`Email provider unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
      if (!response.ok) {
        const detail = typeof body?.message === "string" ? body.message.slice(0, 300) : response.statusText;
        throw new EmailSendError(`Email provider answered ${response.status}: ${detail}`);
      }
      if (typeof body?.id !== "string") throw new EmailSendError("Email provider answered without a message id");
      return { id: body.id };
    },
  };
}

/** Offline default: keeps every message, fully rendered, in the local outbox table. */
export function outboxAdapter(db: Database): EmailAdapter {
  return {
    name: "outbox",
    async send(message) {
      const id = crypto.randomUUID();
      await db.insert(outboxMessages).values({
        id,
        toEmail: message.to,
        fromEmail: message.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      return { id: `outbox:${id}` };
    },
  };
}

export function emailAdapterFor(env: Env, db: Database): EmailAdapter {
  return env.EMAIL_API_KEY ? resendAdapter(env.EMAIL_API_KEY) : outboxAdapter(db);
}

export function senderAddress(env: Env): string {
  return env.EMAIL_FROM || "Chapterly <hello@chapterly.local>";
}
