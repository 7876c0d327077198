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
  /**
   * Google's hosted-domain claim. By default the issuer acts like Google: an address at a consumer
   * domain (gmail.com) is a personal account without `hd`; any other address is an account managed
   * by its domain. null signs a personal account with a work address (what tests of `hd` need).
   */
  hd?: string | null;
}

const CONSUMER_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function devHostedDomain(email: string): string | null {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return CONSUMER_DOMAINS.has(domain) ? null : domain;
}

export async function issueDevIdToken(kv: KVNamespace, clientId: string, claims: DevIdentityClaims): Promise<string> {
  const { privateJwk } = await signingKey(kv);
  const key = await importJWK(privateJwk, "RS256");
  const { hd, ...rest } = claims;
  const hostedDomain = hd === undefined ? devHostedDomain(claims.email) : hd;
  return new SignJWT({
    ...rest,
    ...(hostedDomain ? { hd: hostedDomain } : {}),
    email: claims.email.toLowerCase(),
    email_verified: true,
  })
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
    .setIssuer("https://accounts.google.com")
    .setAudience(clientId)
    .setSubject(devSubject(claims.email))
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);
}
