import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { devIdentityEnabled } from "../../lib/config";
import { devKeySet } from "./dev-issuer";
import { GOOGLE_JWKS_URL, verifyIdToken, type VerifiedIdentity } from "./google-id-token";

export { IdTokenRejected, type VerifiedIdentity } from "./google-id-token";
export { devSubject, issueDevIdToken } from "./dev-issuer";

// Module scope: jose caches Google's keys across requests in the same isolate.
let googleKeys: JWTVerifyGetKey | undefined;

/** Google's key set in production; the offline issuer's local key set in development. */
async function keySet(env: Env): Promise<JWTVerifyGetKey> {
  if (devIdentityEnabled(env)) return devKeySet(env.USAGE);
  googleKeys ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return googleKeys;
}

export async function verifyGoogleIdToken(env: Env, token: string): Promise<VerifiedIdentity> {
  return verifyIdToken(token, await keySet(env), env.GOOGLE_CLIENT_ID ?? "");
}
