/** Signed, non-expiring unsubscribe tokens: base64url(email).base64url(HMAC-SHA256(email)). */
const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array | null {
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
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
  return `${toBase64Url(encoder.encode(normalized))}.${toBase64Url(signature)}`;
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
