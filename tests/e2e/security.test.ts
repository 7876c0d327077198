import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { answerDialogs, baseUrl, sharedBrowser, openPage } from "./support/browser";
import { DEMO, freshAccount, signInAs } from "./support/session";

const browser = sharedBrowser();

const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  `<a href="javascript:window.__xss=1">click me</a>`,
];

async function api(page: Page, token: string, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
    { token, method, path, body },
  );
}

describe("XSS payloads typed by an admin, as readers see them in the app", () => {
  it("show as text on the book page and in search, and never run", async () => {
    const admin = await openPage(browser());
    await admin.goto(`${baseUrl()}/login`);
    const adminToken = await signInAs(admin, DEMO.admin);
    const title = `Xss Probe ${Date.now()} ${PAYLOADS[1]}`;
    const created = await api(admin, adminToken, "POST", "/library/admin/books", {
      title,
      authors: [PAYLOADS[2]],
      small_summarization: PAYLOADS[0],
      medium_summarization: PAYLOADS.join(" "),
      large_summarization: PAYLOADS.join("\n\n"),
      date_of_summary: new Date().toISOString(),
    });
    expect(created.status).toBe(201);
    const bookId = created.body.book_id as string;
    const chapters = await api(admin, adminToken, "PUT", `/library/admin/books/${bookId}/chapters`, {
      chapters: [{ title: PAYLOADS[0], page_start: 1, page_end: 2 }],
    });
    const chapterId = chapters.body.chapters[0].chapter_id as string;
    const snippets = await api(admin, adminToken, "PUT", `/library/admin/books/${bookId}/chapters/${chapterId}/snippets`, {
      snippets: PAYLOADS.map((p, i) => ({ snippet_title: `Snippet ${i} ${p}`, snippet_html: `<p>Readable ${i}</p>${p}` })),
    });
    expect(snippets.status).toBe(200);

    const reader = await openPage(browser());
    const dialogs = answerDialogs(reader, "dismiss");
    await reader.goto(`${baseUrl()}/login`);
    await signInAs(reader, freshAccount("xss-reader", "premium"));
    await reader.goto(`${baseUrl()}/book/${encodeURIComponent(bookId)}`);
    await reader.getByRole("heading", { level: 1, name: /Xss Probe/ }).waitFor();
    await reader.getByText("Readable 3").first().waitFor();
    // The payload is visible as text, not as markup.
    expect(await reader.getByRole("heading", { level: 1 }).first().textContent()).toContain("onerror");

    // The hostile title as a search suggestion: the dropdown has rendered it (as text) before anything is judged.
    await reader.getByRole("combobox").first().fill("Xss Probe");
    const suggestion = reader.getByRole("option", { name: new RegExp(`Xss Probe ${title.split(" ")[2]}`) });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain(PAYLOADS[1]);

    expect(await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Anywhere on the page (the suggestions are in the header, not in main): no payload became an element.
    expect(await reader.locator("svg[onload], img[onerror], a[href^='javascript:']").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(reader.errors).toEqual([]);
  });
});
