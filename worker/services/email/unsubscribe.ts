import { base64url } from "jose";

/**
 * Signed, non-expiring unsubscribe tokens, base64url by jose:
 * - from all marketing mail: base64url(email).base64url(HMAC-SHA256(email)), the format as it was (not a JWS): links in
 *   emails already sent never expire and must keep working (decision 147);
 * - from one list (the daily review email): base64url(email).base64url(HMAC-SHA256("{list}:" + email)).{list}, so the
 *   list is signed too and a list token cut down to two parts does not verify as an all-mail one.
 */
const encoder = new TextEncoder();

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    return base64url.decode(value) as Uint8Array<ArrayBuffer>;
  } catch {
    return null;
  }
}

async function key(env: Env): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`unsubscribe:${env.SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** A mailing list a reader can leave on its own; without one, a token leaves all marketing mail. */
export const UNSUBSCRIBE_LISTS = ["review"] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

const signed = (email: string, list: UnsubscribeList | null) => encoder.encode(list ? `${list}:${email}` : email);

export async function signUnsubscribeToken(env: Env, email: string, list: UnsubscribeList | null = null): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key(env), signed(normalized, list)));
  return `${base64url.encode(normalized)}.${base64url.encode(signature)}${list ? `.${list}` : ""}`;
}

/** The email the token was issued for and the list it leaves (null: all marketing mail), or null when malformed or forged. */
export async function verifyUnsubscribeToken(
  env: Env,
  token: string,
): Promise<{ email: string; list: UnsubscribeList | null } | null> {
  const [emailPart, signaturePart, listPart, extra] = token.split(".");
  if (!emailPart || !signaturePart || extra !== undefined) return null;
  const list = listPart === undefined ? null : UNSUBSCRIBE_LISTS.find((known) => known === listPart);
  if (list === undefined) return null;
  const emailBytes = fromBase64Url(emailPart);
  const signature = fromBase64Url(signaturePart);
  if (!emailBytes || !signature) return null;
  const email = new TextDecoder().decode(emailBytes);
  const valid = await crypto.subtle.verify("HMAC", await key(env), signature, signed(email, list));
  return valid ? { email, list } : null;
}

export function unsubscribeUrl(env: Env, token: string): string {
  return `${env.APP_ORIGIN.replace(/\/$/, "")}/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`;
}
