import { jwtVerify, SignJWT } from "jose";

const ISSUER = "chapterly";
const AUDIENCE = "chapterly-api";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const secretKeys = new Map<string, CryptoKey>();

/** The HS256 key, imported once per isolate and secret rather than on every request (decision 191). */
async function secretKey(env: Env): Promise<CryptoKey> {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not configured");
  const known = secretKeys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  secretKeys.set(secret, key);
  return key;
}

/** The app's own access token: names the user and the server-side session that can revoke it. */
export async function signAccessToken(env: Env, userId: string, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await secretKey(env));
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Null for anything that is not a valid, unexpired token of ours (HS256 only). */
export async function verifyAccessToken(env: Env, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await secretKey(env), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
