import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y";
import { baseUrl, sharedBrowser } from "./support/browser";
import { DEMO, openSignedInPage } from "./support/session";

const browser = sharedBrowser();

const a11yViolations = seriousA11yViolations;

describe("email center", () => {
  it("an admin sends a campaign to free users and finds it in the local outbox", async () => {
    const page = await openSignedInPage(browser(), DEMO.admin, {}, { given: "Ada", family: "Admin" });
    await page.goto(`${baseUrl()}/admin/email`);
    await page.getByRole("heading", { name: "Email Center" }).waitFor();

    const subject = `Spring reading list ${Date.now()}`;
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("Body (Markdown)")
      .fill("# New this spring\n\nRead **Meditations** today.\n\n<script>window.pwned = 1</script>");
    await page.getByLabel("Audience").selectOption({ label: "Free users" });
    await page.getByText(/\d+ recipients? \(people who unsubscribed are left out\)/).waitFor();

    // The live preview is the server-rendered, sanitized email in a sandboxed frame.
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await preview.getByRole("heading", { name: "New this spring" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Send campaign" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Send this campaign?" });
    await dialog.getByRole("button", { name: "Send now" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Campaign queued for \d+ recipients?/ })
      .waitFor();

    await page.getByRole("tab", { name: "Outbox" }).click();
    const message = page.getByRole("button", { name: new RegExp(`${subject}.*to ${DEMO.free.replace(/\./g, "\\.")}`) });
    const ofThisCampaign = page.getByRole("list", { name: "Outbox messages" }).getByRole("button", { name: new RegExp(subject) });
    const next = page.getByRole("navigation", { name: "Outbox pages" }).getByRole("button", { name: "Next" });
    // Every free user gets one, newest first, 20 a page: other tests' free accounts can put the demo account's on a
    // later page. Walk this campaign's pages; past them (or before any is sent), start again from the newest.
    await expect
      .poll(
        async () => {
          if (await message.count()) return true;
          if ((await ofThisCampaign.count()) > 0 && (await next.count()) > 0 && (await next.isEnabled())) await next.click();
          else {
            await page.getByRole("tab", { name: "History" }).click();
            await page.getByRole("tab", { name: "Outbox" }).click();
          }
          return false;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    // Free users only: the premium demo account got nothing.
    expect(
      await page.getByRole("button", { name: new RegExp(`${subject}.*to ${DEMO.premium.replace(/\./g, "\\.")}`) }).count(),
    ).toBe(0);
    await message.click();
    await page.getByText("List-Unsubscribe-Post").waitFor();
    const sent = page.frameLocator(`iframe[title="Message to ${DEMO.free}"]`);
    await sent.getByRole("link", { name: "Unsubscribe" }).waitFor();

    await page.getByRole("tab", { name: "History" }).click();
    await page.getByRole("heading", { name: subject }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe("privileges", () => {
  it("a super user grants admin to a user, who then sees the admin links", async () => {
    const email = `granted-${Date.now()}@example.test`;
    const grantee = await openSignedInPage(browser(), email, {}, { given: "Gina", family: "Granted" });
    await grantee.goto(`${baseUrl()}/`);
    await grantee.getByRole("button", { name: "Account menu for Gina Granted" }).click();
    await grantee.getByRole("button", { name: "Logout" }).waitFor();
    expect(await grantee.getByRole("link", { name: "Email Center" }).count()).toBe(0);

    const page = await openSignedInPage(browser(), DEMO.superUser, {}, { given: "Sam", family: "Super" });
    await page.goto(`${baseUrl()}/admin/privileges`);
    await page.getByRole("heading", { name: "Privileges" }).waitFor();
    await page.getByLabel("Search users").fill(email);
    const row = page.getByRole("table", { name: "Users" }).getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
    await row.waitFor();
    await row.getByRole("button", { name: "Make admin" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${email} is now an admin.` })
      .waitFor();
    await row.getByRole("button", { name: "Remove admin" }).waitFor();
    // The change is in the audit log.
    await page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row", { name: new RegExp(`Roles changed.*${email.replace(/\./g, "\\.")}`) })
      .waitFor();

    await grantee.reload();
    await grantee.getByRole("button", { name: "Account menu for Gina Granted" }).click();
    for (const name of ["Bulk Processing", "Email Center", "Privileges"]) await grantee.getByRole("link", { name }).waitFor();
    await grantee.getByRole("link", { name: "Privileges" }).click();
    await grantee.getByRole("heading", { name: "Privileges" }).waitFor();
    // An admin sees the list but not the controls that only super users may use.
    await grantee.getByText("Only super users can grant or revoke admin and super user.").waitFor();
    await grantee
      .getByRole("table", { name: "Users" })
      .getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) })
      .waitFor();
    expect(await a11yViolations(grantee)).toEqual([]);
    expect(page.errors).toEqual([]);
    expect(grantee.errors).toEqual([]);
  });
});

describe("admin screens on a phone", () => {
  it("lay out without horizontal scrolling at 320 px", async () => {
    const page = await openSignedInPage(
      browser(),
      DEMO.superUser,
      { width: 320, height: 700 },
      { given: "Sam", family: "Super" },
    );
    for (const [path, heading] of [
      ["/admin/email", "Email Center"],
      ["/admin/privileges", "Privileges"],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      if (path === "/admin/privileges") await page.getByRole("table", { name: "Users" }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    expect(page.errors).toEqual([]);
  });
});
