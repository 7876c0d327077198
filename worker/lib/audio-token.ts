/**
 * Signed, short-lived stream links (docs/decisions/042-audio-stream-links.md). An <audio> element
 * cannot send the bearer token, so the link itself carries a grant: this session of this user may
 * stream this one part of this book until `exp`. HMAC-SHA256 with a key derived from SESSION_SECRET.
 */
export interface StreamGrant {
  bookId: string;
  /** A chapter id, or the full-book part. */
  part: string;
  userId: string;
  /** The session that asked: the link dies with it (logout, expiry). */
  sessionId: string;
  /** Minted for premium access (unmetered) or for the free allowance (metered). */
  tier: "premium" | "free";
  /** The audio's duration in seconds, which prices its bytes for the free allowance. */
  durationSeconds: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function signingKey(env: Env): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  // Domain-separated from the session tokens that use the same secret.
  const base = await crypto.subtle.importKey(
    "raw",
    encoder.encode(env.SESSION_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode("chapterly/audio-stream/v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function signStreamGrant(env: Env, grant: StreamGrant): Promise<string> {
  const claims = {
    b: grant.bookId,
    p: grant.part,
    u: grant.userId,
    s: grant.sessionId,
    t: grant.tier,
    d: grant.durationSeconds,
    e: grant.exp,
  };
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await signingKey(env), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

/** The grant, or null when the token is malformed, tampered with or expired. */
export async function verifyStreamGrant(env: Env, token: string, now = Date.now()): Promise<StreamGrant | null> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify("HMAC", await signingKey(env), signatureBytes, encoder.encode(payload));
  if (!valid) return null;
  const grant = readGrant(payload);
  return grant && grant.exp * 1000 > now ? grant : null;
}

/** The claims a token's payload carries, unverified (verifyStreamGrant checks the signature first); null if malformed. */
export function readGrant(payload: string): StreamGrant | null {
  try {
    const bytes = fromBase64url(payload);
    const claims = bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>) : null;
    if (
      !claims ||
      typeof claims.b !== "string" ||
      typeof claims.p !== "string" ||
      typeof claims.u !== "string" ||
      typeof claims.s !== "string" ||
      (claims.t !== "premium" && claims.t !== "free") ||
      typeof claims.d !== "number" ||
      !(claims.d > 0) ||
      typeof claims.e !== "number"
    )
      return null;
    return {
      bookId: claims.b,
      part: claims.p,
      userId: claims.u,
      sessionId: claims.s,
      tier: claims.t,
      durationSeconds: claims.d,
      exp: claims.e,
    };
  } catch {
    return null;
  }
}
