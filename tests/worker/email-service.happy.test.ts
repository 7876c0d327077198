import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailDeliveries, outboxMessages } from "../../worker/db/schema";
import { sendTransactionalEmail } from "../../worker/services/email";
import { EmailSendError, resendAdapter, RESEND_ENDPOINT } from "../../worker/services/email/adapters";
import { renderMarkdown } from "../../worker/services/email/render";
import { db, uniqueId } from "./support/factories";

describe("transactional email (offline outbox adapter)", () => {
  it("renders Markdown to HTML and text, stores the message in the outbox and records the delivery", async () => {
    const to = `${uniqueId("reader")}@example.test`;
    const dedupeKey = uniqueId("summary-ready");
    await sendTransactionalEmail(env, db(), {
      to,
      subject: "Your summary is ready",
      markdown: "# Ready\n\nRead **it** [here](https://app.test/book/1).",
      dedupeKey,
    });

    const outbox = await db().select().from(outboxMessages).where(eq(outboxMessages.toEmail, to));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe("Your summary is ready");
    expect(outbox[0]!.fromEmail).toBe(env.EMAIL_FROM);
    expect(outbox[0]!.html).toContain("<strong>it</strong>");
    expect(outbox[0]!.html).toContain('href="https://app.test/book/1"');
    expect(outbox[0]!.text).toContain("Read it here (https://app.test/book/1).");
    // Transactional mail carries no unsubscribe header.
    expect(outbox[0]!.headers["List-Unsubscribe"]).toBeUndefined();

    const [delivery] = await db().select().from(emailDeliveries).where(eq(emailDeliveries.dedupeKey, dedupeKey));
    expect(delivery!.status).toBe("sent");
    expect(delivery!.sentAt).toBeInstanceOf(Date);
  });

  it("sends once per dedupe key", async () => {
    const to = `${uniqueId("reader")}@example.test`;
    const message = { to, subject: "Subscription started", markdown: "Welcome.", dedupeKey: uniqueId("sub-started") };
    await sendTransactionalEmail(env, db(), message);
    await sendTransactionalEmail(env, db(), message);
    const outbox = await db().select().from(outboxMessages).where(eq(outboxMessages.toEmail, to));
    expect(outbox).toHaveLength(1);
  });
});

describe("Markdown rendering", () => {
  it("drops scripts, event handlers and javascript: links", () => {
    const { bodyHtml, text } = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">click</a> [md](javascript:alert(4)) <b onclick="alert(5)">bold</b>',
    );
    expect(bodyHtml).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(bodyHtml).toContain("<b>bold</b>");
    expect(text).not.toContain("alert(1)");
  });
});

describe("Resend adapter at the HTTP boundary", () => {
  const message = {
    to: "a@example.test",
    from: "Chapterly <hello@x.test>",
    subject: "S",
    html: "<p>H</p>",
    text: "H",
    headers: { "List-Unsubscribe": "<https://x.test/u>" },
  };

  it("posts the message with the bearer key and returns the provider id", async () => {
    let seen: Request | undefined;
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen = new Request(input, init);
      return Response.json({ id: "re_123" });
    }) as typeof fetch;
    const result = await resendAdapter("key_abc", fakeFetch).send(message);
    expect(result.id).toBe("re_123");
    expect(seen!.url).toBe(RESEND_ENDPOINT);
    expect(seen!.method).toBe("POST");
    expect(seen!.headers.get("authorization")).toBe("Bearer key_abc");
    expect(await seen!.json()).toEqual({
      from: message.from,
      to: ["a@example.test"],
      subject: "S",
      html: "<p>H</p>",
      text: "H",
      headers: message.headers,
    });
  });

  it("turns provider errors and network failures into EmailSendError with the reason", async () => {
    const refusing = (async () => Response.json({ message: "Invalid from address" }, { status: 422 })) as unknown as typeof fetch;
    await expect(resendAdapter("k", refusing).send(message)).rejects.toThrow(/422: Invalid from address/);
    const offline = (async () => {
      throw new TypeError("network down");
    }) as unknown as typeof fetch;
    await expect(resendAdapter("k", offline).send(message)).rejects.toBeInstanceOf(EmailSendError);
    const noId = (async () => Response.json({})) as unknown as typeof fetch;
    await expect(resendAdapter("k", noId).send(message)).rejects.toThrow(/without a message id/);
  });
});
