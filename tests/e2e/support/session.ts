import type { Browser, Page } from "playwright-core";
import { baseUrl, openPage } from "./browser";

/**
 * Signs a page in as `email` through the real offline issuer and login route, the same calls
 * the login screen makes, then stores the token where the app keeps it (localStorage "token").
 * Load any page of the app first so localStorage belongs to its origin.
 */
export async function signInAs(page: Page, email: string, names: { given?: string; family?: string } = {}) {
  const token = await page.evaluate(
    async ({ email, given, family }) => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/v1${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<any>);
      const { idToken } = await post("/dev/id-token", { email, given_name: given, family_name: family });
      const { accessToken } = await post("/user/login", { googleToken: idToken });
      localStorage.setItem("token", accessToken);
      return accessToken as string;
    },
    {
      email,
      given: names.given ?? DEMO_NAMES[email]?.given ?? "Test",
      family: names.family ?? DEMO_NAMES[email]?.family ?? "Reader",
    },
  );
  return token;
}

export const DEMO = {
  free: "free@demo.chapterly.dev",
  premium: "premium@demo.chapterly.dev",
  admin: "admin@demo.chapterly.dev",
  superUser: "super@demo.chapterly.dev",
  premiumDomain: "reader@premium-campus.edu",
} as const;

/**
 * A new account's email for a test that changes state (plays, favourites, highlights, writes history): unique to
 * the call, so no earlier test, run or day shows in it. Premium through the demo premium domain (worker/db/seed).
 */
export function freshAccount(label: string, kind: "free" | "premium" = "free") {
  const unique = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return `${unique}@${kind === "premium" ? DEMO.premiumDomain.split("@")[1] : "example.test"}`;
}

/**
 * The demo accounts' own names (worker/db/seed/demo-accounts.ts): signing in writes the token's names to the account,
 * so every test signs them in under these, and no test changes what another (running alongside) reads.
 */
const DEMO_NAMES: Record<string, { given: string; family: string }> = {
  [DEMO.free]: { given: "Frida", family: "Free" },
  [DEMO.premium]: { given: "Paul", family: "Premium" },
  [DEMO.admin]: { given: "Ada", family: "Admin" },
  [DEMO.superUser]: { given: "Sam", family: "Super" },
  [DEMO.premiumDomain]: { given: "Rita", family: "Reader" },
};

/**
 * A new page (at `viewport`), signed in as `email` (with `names`, when given) on the app's origin, before the app has
 * loaded: it waits on robots.txt, so the test's first address is the app's first screen (the sign-in screen itself is
 * tested in auth.test.ts).
 */
export async function openSignedInPage(
  browser: Browser,
  email: string,
  viewport: { width?: number; height?: number; mobile?: boolean } = {},
  names: { given?: string; family?: string } = {},
) {
  const page = await openPage(browser, viewport);
  await page.goto(`${baseUrl()}/robots.txt`);
  await signInAs(page, email, names);
  return page;
}
