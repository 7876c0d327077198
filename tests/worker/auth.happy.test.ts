import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { premiumDomains } from "../../worker/db/schema";
import { newFreeUserFields } from "../support/new-user";
import { call, json } from "./support/http";
import { signedIn, uniqueId } from "./support/factories";

async function devIdToken(email: string, given = "Grace", family = "Hopper") {
  const res = await call("/api/v1/dev/id-token", { body: { email, given_name: given, family_name: family } });
  expect(res.status).toBe(200);
  return (await json<{ idToken: string }>(res)).idToken;
}

async function login(googleToken: string) {
  return call("/api/v1/user/login", { body: { googleToken } });
}

describe("sign-in through the offline identity issuer", () => {
  it("creates the user on first sign-in and answers user-info with every User field", async () => {
    const email = `${uniqueId("grace")}@example.test`;
    const res = await login(await devIdToken(email));
    expect(res.status).toBe(200);
    const { accessToken } = await json(res);
    expect(typeof accessToken).toBe("string");

    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token: accessToken }));
    expect(info).toMatchObject({
      email,
      first_name: "Grace",
      last_name: "Hopper",
      ...newFreeUserFields(),
    });
  });

  it("identifies a returning user by subject and refreshes the profile", async () => {
    const email = `${uniqueId("ada")}@example.test`;
    const first = await json(await login(await devIdToken(email, "Ada", "Byron")));
    const second = await json(await login(await devIdToken(email, "Ada", "Lovelace")));
    const a = await json(await call("/api/v1/user/user-info", { method: "POST", token: first.accessToken }));
    const b = await json(await call("/api/v1/user/user-info", { method: "POST", token: second.accessToken }));
    expect(b.id).toBe(a.id);
    expect(b.last_name).toBe("Lovelace");
  });

  it("sets the premium-domain flag from the email's domain", async () => {
    const domain = `${uniqueId("campus")}.edu`;
    await createDb(env.DB).insert(premiumDomains).values({ domain });
    const { accessToken } = await json(await login(await devIdToken(`student@${domain}`)));
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token: accessToken }));
    expect(info.is_premium_domain).toBe(true);
  });

  it("logs out by revoking the session: the same token is refused afterwards", async () => {
    const { token } = await signedIn("free");
    expect((await call("/api/v1/user/logout", { method: "POST", token })).status).toBe(200);
    const after = await call("/api/v1/user/user-info", { method: "POST", token });
    expect(after.status).toBe(401);
  });
});

describe("user-info per role", () => {
  it.each([
    [
      "free",
      { is_admin: false, is_super_user: false, is_premium_domain: false, subscription: "free", subscription_state: "free" },
    ],
    ["premium", { subscription: "premium", subscription_state: "active" }],
    // Role access is not a plan: the plan stays free (spec 4: free or premium)
    ["premiumDomain", { is_premium_domain: true, subscription: "free" }],
    ["admin", { is_admin: true, is_super_user: false, subscription: "free" }],
    ["superUser", { is_super_user: true, subscription: "free" }],
  ] as const)("%s", async (persona, expected) => {
    const { token } = await signedIn(persona);
    const res = await call("/api/v1/user/user-info", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject(expected);
  });
});
