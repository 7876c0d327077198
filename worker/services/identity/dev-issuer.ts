import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";

/**
 * The offline identity issuer: signs Google-shaped RS256 ID tokens with a local key so sign-in
 * works with no network. Its key pair lives in local KV so every isolate and restart shares it.
 * Only in development (see devIdentityEnabled).
 */
const KEY_NAME = "dev-identity:signing-key";
const KID = "chapterly-dev-1";

interface StoredKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

async function signingKey(kv: KVNamespace): Promise<StoredKey> {
  const stored = await kv.get<StoredKey>(KEY_NAME, "json");
  if (stored) return stored;
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const key: StoredKey = {
    privateJwk: { ...(await exportJWK(privateKey)), kid: KID, alg: "RS256" },
    publicJwk: { ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" },
  };
  await kv.put(KEY_NAME, JSON.stringify(key));
  return key;
}

/** Google ids are opaque; the dev issuer derives a stable one from the address. */
export function devSubject(email: string): string {
  return `dev:${email.trim().toLowerCase()}`;
}

export async function devKeySet(kv: KVNamespace) {
  const { publicJwk } = await signingKey(kv);
  return createLocalJWKSet({ keys: [publicJwk] });
}

export interface DevIdentityClaims {
  email: string;
  given_name: string;
  family_name: string;
  picture?: string;
}

export async function issueDevIdToken(kv: KVNamespace, clientId: string, claims: DevIdentityClaims): Promise<string> {
  const { privateJwk } = await signingKey(kv);
  const key = await importJWK(privateJwk, "RS256");
  return new SignJWT({ ...claims, email: claims.email.toLowerCase(), email_verified: true })
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
    .setIssuer("https://accounts.google.com")
    .setAudience(clientId)
    .setSubject(devSubject(claims.email))
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);
}
