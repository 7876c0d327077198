const encoder = new TextEncoder();

/**
 * An HS256 key for one purpose, derived from SESSION_SECRET (HMAC of the purpose's name), so stream links, podcast
 * episodes and session tokens that share the secret can never stand in for one another.
 */
export async function derivedSigningKey(env: Env, purpose: string): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not configured");
  const base = await crypto.subtle.importKey(
    "raw",
    encoder.encode(env.SESSION_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}
