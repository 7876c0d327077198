import { base64url } from "jose";

/**
 * Signed, non-expiring unsubscribe tokens: base64url(email).base64url(HMAC-SHA256(email)), base64url by jose. The
 * format stays as it was (not a JWS): links in emails already sent never expire and must keep working (decision 147).
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

export async function signUnsubscribeToken(env: Env, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key(env), encoder.encode(normalized)));
  return `${base64url.encode(normalized)}.${base64url.encode(signature)}`;
}

/** The email the token was issued for, or null when it is malformed or forged. */
export async function verifyUnsubscribeToken(env: Env, token: string): Promise<string | null> {
  const [emailPart, signaturePart, extra] = token.split(".");
  if (!emailPart || !signaturePart || extra !== undefined) return null;
  const emailBytes = fromBase64Url(emailPart);
  const signature = fromBase64Url(signaturePart);
  if (!emailBytes || !signature) return null;
  const valid = await crypto.subtle.verify("HMAC", await key(env), signature, emailBytes);
  return valid ? new TextDecoder().decode(emailBytes) : null;
}

export function unsubscribeUrl(env: Env, token: string): string {
  return `${env.APP_ORIGIN.replace(/\/$/, "")}/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`;
}
