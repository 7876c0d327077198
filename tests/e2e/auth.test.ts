import { describe, expect, it } from "vitest";
import { baseUrl, sharedBrowser, openPage } from "./support/browser";
import { seriousA11yViolations } from "./support/a11y";
import { DEMO, signInAs } from "./support/session";

const browser = sharedBrowser();

describe("sign-in and guards", () => {
  it("sends a signed-out deep link to /login with the full target, and back there after signing in", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/book/walden?tab=long#chapters`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/book/walden?tab=long#chapters");

    await page.getByRole("button", { name: /Sign in as Frida Free/ }).click();
    await page.waitForURL(`${baseUrl()}/book/walden?tab=long#chapters`);
    await page.getByRole("heading", { level: 1, name: "Walden" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  it("signs in with any email on the offline issuer and shows the account menu for that user", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    const email = `grace-${Date.now()}@example.test`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByRole("button", { name: "Sign in with email" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole("button", { name: "Account menu for Grace Hopper" }).click();
    await page.getByText(email).waitFor();
    expect(await page.getByRole("link", { name: "Email Center" }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("has no serious accessibility problems on the login screen, and the account menu works by keyboard", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole("button", { name: /Sign in as Frida Free/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: /Sign in as Frida Free/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/`);
    const menuButton = page.getByRole("button", { name: /Account menu for Frida Free/ });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("button", { name: "Logout" }).count()).toBe(0);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("logs out: token removed, back to /login, guarded pages closed again", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, DEMO.free, { given: "Frida", family: "Free" });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/login\?redirect=%2F/);
  });

  it("bounces a non-admin from /admin/email to home, and shows admins their links", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, DEMO.free);
    await page.goto(`${baseUrl()}/admin/email`);
    await page.waitForURL(`${baseUrl()}/`);

    const admin = await openPage(browser());
    await admin.goto(`${baseUrl()}/login`);
    await signInAs(admin, DEMO.admin, { given: "Ada", family: "Admin" });
    await admin.goto(`${baseUrl()}/`);
    await admin.getByRole("button", { name: /Account menu for Ada Admin/ }).click();
    for (const name of ["Bulk Processing", "Email Center", "Privileges"]) await admin.getByRole("link", { name }).waitFor();
    await admin.getByRole("link", { name: "Email Center" }).click();
    await admin.waitForURL(`${baseUrl()}/admin/email`);
  });

  it("returns to /login with the redirect when a call answers 401 mid-session", async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    const token = await signInAs(page, DEMO.free);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Top books" }).waitFor();
    // The calls that start after the page has loaded (runtime config) are done, so the next call is the book's.
    await page.waitForLoadState("networkidle");
    // The session is revoked elsewhere (logout from another tab); the next call answers 401.
    await page.evaluate(async (t) => {
      await fetch("/api/v1/user/logout", { method: "POST", headers: { Authorization: `Bearer ${t}` } });
    }, token);
    await page
      .getByRole("link", { name: /The Prince/ })
      .first()
      .click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect") ?? "")).toBe("/book/the-prince");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
