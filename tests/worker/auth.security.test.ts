import { env } from "cloudflare:workers";
import { base64url, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "./support/http";
import { createBook, signedIn, uniqueId } from "./support/factories";

const CLIENT_ID = env.GOOGLE_CLIENT_ID!;

async function devToken() {
  const res = await call("/api/v1/dev/id-token", { body: { email: `${uniqueId("u")}@example.test`, given_name: "Test" } });
  return (await json<{ idToken: string }>(res)).idToken;
}

function baseClaims(overrides: Record<string, unknown> = {}) {
  return {
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    sub: `attacker-${uniqueId("s")}`,
    email: "attacker@example.test",
    email_verified: true,
    given_name: "Eve",
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...overrides,
  };
}

async function expectLoginRejected(googleToken: string) {
  const res = await call("/api/v1/user/login", { body: { googleToken } });
  expect(res.status).toBe(401);
  const body = await json(res);
  expect(body.accessToken).toBeNull();
  expect(body.error.code).toBe("INVALID_ID_TOKEN");
}

/** Re-signs the dev token's claims with another key, keeping its kid. */
async function signWithForeignKey(claims: Record<string, unknown>) {
  const { privateKey } = await generateKeyPair("RS256");
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "chapterly-dev-1" }).sign(privateKey);
}

async function withClaims(overrides: Record<string, unknown>) {
  // Take a genuine token from the issuer, then tamper with its payload: the signature no longer matches.
  const [header, payload, signature] = (await devToken()).split(".");
  const claims = { ...JSON.parse(new TextDecoder().decode(base64url.decode(payload!))), ...overrides };
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
}

describe("ID token verification", () => {
  it("rejects a token signed with a key the issuer does not publish", async () => {
    await expectLoginRejected(await signWithForeignKey(baseClaims()));
  });

  it("rejects alg: none", async () => {
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
    const payload = base64url.encode(JSON.stringify(baseClaims()));
    await expectLoginRejected(`${header}.${payload}.`);
  });

  it("rejects HS256 signed with the issuer's public key (algorithm confusion)", async () => {
    await devToken(); // makes sure the issuer has its key
    const kv = await env.USAGE.get<{ publicJwk: Record<string, string> }>("dev-identity:signing-key", "json");
    expect(kv).not.toBeNull();
    const secret = new TextEncoder().encode(JSON.stringify(kv!.publicJwk));
    const forged = await new SignJWT(baseClaims()).setProtectedHeader({ alg: "HS256", kid: "chapterly-dev-1" }).sign(secret);
    await expectLoginRejected(forged);
  });

  it("rejects a payload altered after signing", async () => {
    await expectLoginRejected(await withClaims({ email: "someone-else@example.test" }));
  });

  it.each([
    ["expired", { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
    ["wrong audience", { aud: "someone-elses-client-id" }],
    ["wrong issuer", { iss: "https://evil.example" }],
    ["unverified email", { email_verified: false }],
  ])("rejects a validly signed token that is %s", async (_label, overrides) => {
    // Sign with the real dev key by asking the issuer's key from KV (as an attacker with the key could).
    await devToken(); // makes sure the issuer has its key
    const stored = await env.USAGE.get<{ privateJwk: JsonWebKey }>("dev-identity:signing-key", "json");
    const key = await crypto.subtle.importKey("jwk", stored!.privateJwk, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
      "sign",
    ]);
    const token = await new SignJWT(baseClaims(overrides)).setProtectedHeader({ alg: "RS256", kid: "chapterly-dev-1" }).sign(key);
    await expectLoginRejected(token);
  });

  it("accepts the same claims when nothing is wrong (the control case)", async () => {
    await devToken(); // makes sure the issuer has its key
    const stored = await env.USAGE.get<{ privateJwk: JsonWebKey }>("dev-identity:signing-key", "json");
    const key = await crypto.subtle.importKey("jwk", stored!.privateJwk, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, [
      "sign",
    ]);
    const token = await new SignJWT(baseClaims()).setProtectedHeader({ alg: "RS256", kid: "chapterly-dev-1" }).sign(key);
    const res = await call("/api/v1/user/login", { body: { googleToken: token } });
    expect(res.status).toBe(200);
  });

  it.each([[{}], [{ googleToken: 42 }], [{ googleToken: "short" }], [{ googleToken: "x".repeat(9000) }]])(
    "answers bad login input %j with accessToken null and a 400",
    async (body) => {
      const res = await call("/api/v1/user/login", { body });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ accessToken: null, error: { code: "VALIDATION_FAILED" } });
    },
  );
});

// POST /user-info checks the session in its own one read (decision 193); every other route through authenticate.
describe.each([
  ["user-info, its own session check", "/api/v1/user/user-info"],
  ["daily-usage, through authenticate", "/api/v1/user/daily-usage"],
])("access tokens on %s", (_route, path) => {
  it.each([
    ["no header", undefined],
    ["a malformed header", "Token abc"],
    ["a garbage bearer", "Bearer not.a.jwt"],
  ])("answers 401 for %s", async (_label, authorization) => {
    const res = await call(path, {
      method: "POST",
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({
      error: {
        code: "UNAUTHORIZED",
        message: authorization ? "Your session has ended. Please sign in again." : "Please sign in to continue.",
      },
    });
  });

  it("answers 401 for an expired access token", async () => {
    const { user } = await signedIn("free");
    const expired = await new SignJWT({ sid: "whatever" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("chapterly")
      .setAudience("chapterly-api")
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    expect((await call(path, { method: "POST", token: expired })).status).toBe(401);
  });

  it("answers 401 for a token whose session does not exist (forged with the right secret)", async () => {
    const { user } = await signedIn("admin");
    const forged = await new SignJWT({ sid: "no-such-session" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("chapterly")
      .setAudience("chapterly-api")
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    expect((await call(path, { method: "POST", token: forged })).status).toBe(401);
  });

  it("does not accept a session token for another user id", async () => {
    const alice = await signedIn("free");
    const bob = await signedIn("admin");
    const [, payload] = alice.token.split(".");
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
    const swapped = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("chapterly")
      .setAudience("chapterly-api")
      .setSubject(bob.user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env.SESSION_SECRET));
    expect((await call(path, { method: "POST", token: swapped })).status).toBe(401);
  });

  it("answers 401 with the envelope alone after logout, even while the ledger holds the reader's unflushed history", async () => {
    const { token } = await signedIn("free");
    const book = await createBook();
    const report = { audioHistory: { [book.bookId]: 42 }, dailyUsageIncrement: 0 };
    expect((await call("/api/v1/user/write-audio-history", { body: report, token })).status).toBe(200);
    expect((await call(path, { method: "POST", token })).status).toBe(200);
    expect((await call("/api/v1/user/logout", { method: "POST", token })).status).toBe(200);
    const res = await call(path, { method: "POST", token });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({
      error: { code: "UNAUTHORIZED", message: "Your session has ended. Please sign in again." },
    });
  });
});

describe("a token that is no longer valid", () => {
  it("is a 401 even on public routes, so the client learns its session ended", async () => {
    const { token } = await signedIn("free");
    expect((await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" }, token })).status).toBe(200);
    await call("/api/v1/user/logout", { method: "POST", token });
    const res = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" }, token });
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe("UNAUTHORIZED");
    // Without a token the same route stays public.
    expect((await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" } })).status).toBe(200);
  });
});
