import { base64url, CompactSign, compactVerify, errors } from "jose";
import { derivedSigningKey } from "../lib/derived-key";
import { listeningLedger, servedCapSeconds, usageDay } from "./allowance";

/**
 * Signed, short-lived stream links (docs/decisions/042-audio-stream-links.md). An <audio> element
 * cannot send the bearer token, so the link itself carries a grant: this session of this user may
 * stream this one part of this book until `exp`. A compact JWS (jose, HS256) with a key derived from SESSION_SECRET.
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
const decoder = new TextDecoder();

const signingKey = (env: Env) => derivedSigningKey(env, "chapterly/audio-stream/v1");

/** A compact JWS (HS256, jose) whose payload is the grant's short claims. */
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
  return new CompactSign(encoder.encode(JSON.stringify(claims))).setProtectedHeader({ alg: "HS256" }).sign(await signingKey(env));
}

/** The grant, or null when the token is malformed, tampered with or expired. */
export async function verifyStreamGrant(env: Env, token: string, now = Date.now()): Promise<StreamGrant | null> {
  try {
    const { payload } = await compactVerify(token, await signingKey(env), { algorithms: ["HS256"] });
    const grant = grantFromClaims(payload);
    return grant && grant.exp * 1000 > now ? grant : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null; // malformed, another algorithm, or a signature that does not match
    throw err;
  }
}

/** The claims a token carries, unverified (verifyStreamGrant checks the signature first); null if malformed. */
export function readGrant(token: string): StreamGrant | null {
  try {
    const payload = token.split(".")[1];
    return payload === undefined ? null : grantFromClaims(base64url.decode(payload));
  } catch {
    return null;
  }
}

function grantFromClaims(payload: Uint8Array): StreamGrant | null {
  try {
    const claims = JSON.parse(decoder.decode(payload)) as Record<string, unknown> | null;
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

/** A free user's answer carries at most this many seconds of audio, charged just before it is sent. */
const METER_STEP_SECONDS = 20;

/**
 * The free allowance's hard bound (docs/decisions/041-daily-allowance.md): charges, in the user's ledger, at most one
 * step of the bytes start..end (inclusive) of a part and answers the last byte that may be sent, or null when the
 * day's served cap leaves not even the first one.
 */
export function grantFreeBytes(
  env: Env,
  userId: string,
  request: { part: string; size: number; duration: number; start: number; end: number },
): Promise<number | null> {
  return listeningLedger(env, userId).reserve({
    ...request,
    day: usageDay(Date.now()),
    end: freeStepEnd(request),
    capSeconds: servedCapSeconds(env),
  });
}

/** The last byte of start..end that one step of audio reaches: what grantFreeBytes grants unless the day's cap is near. */
export function freeStepEnd(request: { size: number; duration: number; start: number; end: number }): number {
  const stepBytes = Math.ceil((METER_STEP_SECONDS * request.size) / request.duration);
  return Math.min(request.end, request.start + stepBytes - 1);
}
