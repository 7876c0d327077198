const encoder = new TextEncoder();

/**
 * An HS256 key for one purpose, derived from SESSION_SECRET (HMAC of the purpose's name), so stream links, podcast
 * episodes and session tokens that share the secret can never stand in for one another.
 */
export async function derivedSigningKey(env: Env, purpose: string): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  // Derived once per isolate, secret and purpose, not on every request (decision 191). The key itself is kept, not
  // a promise: a promise settled in another request's context is not for this one to await.
  const cacheKey = `${purpose}\u0000${env.SESSION_SECRET}`;
  const known = derivedKeys.get(cacheKey);
  if (known) return known;
  const key = await derive(env.SESSION_SECRET, purpose);
  derivedKeys.set(cacheKey, key);
  return key;
}

const derivedKeys = new Map<string, CryptoKey>();

async function derive(secret: string, purpose: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}
