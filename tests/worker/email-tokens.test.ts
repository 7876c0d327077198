import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../worker/services/email/unsubscribe";

/**
 * Unsubscribe links never expire, so a token issued before base64url went through jose (decision 147) must still
 * verify. This one was issued by the earlier code for this address under the local SESSION_SECRET (wrangler.toml).
 */
const EMAIL = "reader@example.com";

/** The earlier code's token, rebuilt here with WebCrypto and btoa as it was then. */
async function tokenAsIssuedBefore(email: string) {
  const bytes = new TextEncoder().encode(email);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`unsubscribe:${env.SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes));
  const b64url = (b: Uint8Array) =>
    btoa(String.fromCharCode(...b))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${b64url(bytes)}.${b64url(signature)}`;
}

describe("unsubscribe tokens", () => {
  it("are issued in the same format as before, and tokens issued before still verify", async () => {
    const before = await tokenAsIssuedBefore(EMAIL);
    expect(await signUnsubscribeToken(env, EMAIL)).toBe(before);
    expect(await verifyUnsubscribeToken(env, before)).toEqual({ email: EMAIL, list: null });
  });

  it("refuse a forged, re-addressed or malformed token", async () => {
    const token = await signUnsubscribeToken(env, EMAIL);
    const [, signature] = token.split(".");
    const other = btoa("someone@example.com").replace(/=+$/, "");
    for (const forged of [`${other}.${signature}`, `${token}x`, `${token}.extra`, "not a token", ".", `${token.split(".")[0]}.`])
      expect(await verifyUnsubscribeToken(env, forged), forged).toBeNull();
  });

  it("for one list sign the list too: cut to two parts, or a list added to an all-mail token, they do not verify", async () => {
    const review = await signUnsubscribeToken(env, EMAIL, "review");
    expect(await verifyUnsubscribeToken(env, review)).toEqual({ email: EMAIL, list: "review" });
    const all = await signUnsubscribeToken(env, EMAIL);
    const [emailPart, reviewSignature] = review.split(".");
    for (const forged of [`${emailPart}.${reviewSignature}`, `${all}.review`, `${review.slice(0, -"review".length)}news`])
      expect(await verifyUnsubscribeToken(env, forged), forged).toBeNull();
  });
});
