import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";

export interface VerifiedIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  /** Google's `hd` claim: the Workspace domain that manages the account; null for personal accounts. */
  hostedDomain: string | null;
}

export class IdTokenRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "IdTokenRejected";
  }
}

/**
 * Verifies a Google-shaped ID token: RS256 only (no `none`, no HMAC confusion), Google's issuers,
 * our client id as audience, not expired, and a verified email. The key set is the only thing that
 * differs between Google and the offline issuer.
 */
export async function verifyIdToken(token: string, keys: JWTVerifyGetKey, clientId: string): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      clockTolerance: 30,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new IdTokenRejected("The Google sign-in has expired. Please sign in again.");
    if (err instanceof joseErrors.JOSEError) throw new IdTokenRejected("The Google sign-in could not be verified.");
    throw err;
  }
  if (payload.email_verified !== true) throw new IdTokenRejected("Your Google email address is not verified.");
  if (typeof payload.email !== "string" || !payload.email.includes("@"))
    throw new IdTokenRejected("The Google sign-in has no email address.");
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    subject: payload.sub!,
    email: payload.email.toLowerCase(),
    firstName: str(payload.given_name).slice(0, 100),
    lastName: str(payload.family_name).slice(0, 100),
    picture: /^https:\/\//.test(str(payload.picture)) ? str(payload.picture).slice(0, 1000) : null,
    hostedDomain: str(payload.hd).trim().toLowerCase().slice(0, 253) || null,
  };
}
