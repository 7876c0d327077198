import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { premiumDomains, users } from "../../../worker/db/schema";
import { issueDevIdToken } from "../../../worker/services/identity";
import { call, json } from "../support/http";
import { createBook, createChapterWithSnippets, createUser, db, signedIn, uniqueId } from "../support/factories";

/**
 * Issue 16, item 4: premium by domain means an account the domain manages. Google puts the
 * managing Workspace domain in the ID token's `hd` claim; a personal Google account registered with
 * a work address has a verified email at the domain but no `hd`. The offline issuer signs the same
 * claims, so these tests sign in exactly as Google's tokens would.
 */
async function premiumDomain() {
  const domain = `${uniqueId("campus")}.example`;
  await db().insert(premiumDomains).values({ domain });
  return domain;
}

async function signIn(email: string, hd: string | null | undefined) {
  const googleToken = await issueDevIdToken(env.USAGE, env.GOOGLE_CLIENT_ID ?? "", {
    email,
    given_name: "Pat",
    family_name: "",
    hd,
  });
  const res = await call("/api/v1/user/login", { body: { googleToken } });
  const { accessToken } = await json<{ accessToken: string }>(res);
  const info = await json(await call("/api/v1/user/user-info", { method: "POST", token: accessToken }));
  return { accessToken, premiumDomain: info.is_premium_domain as boolean };
}

/** Whether the real snippet text of a premium book reaches this caller. */
async function seesPremiumSnippets(token: string) {
  const book = await createBook();
  const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>The real premium text.</p>"]);
  const res = await call("/api/v1/snippet/get-snippets", { token, body: { chapterId } });
  return JSON.stringify(await json(res)).includes("The real premium text.");
}

describe("premium by domain", () => {
  it("a personal Google account with a verified work address (no hd) gets no premium", async () => {
    const domain = await premiumDomain();
    const { accessToken, premiumDomain: flag } = await signIn(`alumnus@${domain}`, null);
    expect(flag).toBe(false);
    expect(await seesPremiumSnippets(accessToken)).toBe(false);
  });

  it("an account managed by another Workspace domain gets no premium for an address at this one", async () => {
    const domain = await premiumDomain();
    const { premiumDomain: flag } = await signIn(`intruder@${domain}`, `evil-${domain}`);
    expect(flag).toBe(false);
  });

  it("an account the domain manages (hd = the domain) gets premium", async () => {
    const domain = await premiumDomain();
    const { accessToken, premiumDomain: flag } = await signIn(`student@${domain}`, domain);
    expect(flag).toBe(true);
    expect(await seesPremiumSnippets(accessToken)).toBe(true);
  });

  it("loses premium at the next sign-in once the account is no longer managed by the domain", async () => {
    const domain = await premiumDomain();
    const email = `leaver@${domain}`;
    expect((await signIn(email, domain)).premiumDomain).toBe(true);
    // Same Google subject (the issuer derives it from the address), now a personal account.
    expect((await signIn(email, null)).premiumDomain).toBe(false);
  });

  it("adding a domain marks only the accounts it manages", async () => {
    const domain = `${uniqueId("newcampus")}.example`;
    const managed = await createUser("free", { email: `staff@${domain}`, hostedDomain: domain });
    const personal = await createUser("free", { email: `personal@${domain}`, hostedDomain: null });
    const { token } = await signedIn("superUser");
    expect((await call("/api/v1/admin/premium-domains", { token, body: { domain } })).status).toBe(201);
    const flag = async (id: string) => (await db().query.users.findFirst({ where: eq(users.id, id) }))!.isPremiumDomain;
    expect(await flag(managed.id)).toBe(true);
    expect(await flag(personal.id)).toBe(false);
  });
});
