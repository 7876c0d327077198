import { describe, expect, it } from "vitest";
import { call, json } from "../support/http";
import { createBook, signedIn } from "../support/factories";

/** Payloads an admin (or a compromised admin account) could type into any field. */
const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  `<a href="javascript:window.__xss=1">click</a>`,
  `</title><script>window.__xss=1</script>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
];
const hostile = (i: number) => `Hostile ${i} ${PAYLOADS[i % PAYLOADS.length]}`;

/** Anything that would run in a browser if this HTML were rendered. */
function executableMarkup(html: string): string[] {
  const findings: string[] = [];
  const withoutJsonLd = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
  if (/<script(?![^>]*application\/ld\+json)/i.test(withoutJsonLd)) findings.push("script tag");
  // Attribute values are data (quotes inside them are escaped), so look for handlers outside them.
  const tagsWithoutValues = html.replace(/="[^"]*"/g, '=""').replace(/='[^']*'/g, "=''");
  if (/<[^>]+\son\w+\s*=/i.test(tagsWithoutValues)) findings.push("event handler attribute");
  if (/<[^>]+(href|src)\s*=\s*["']?\s*javascript:/i.test(html)) findings.push("javascript: URL");
  if (/<svg/i.test(html)) findings.push("svg element");
  return findings;
}

async function hostileBook() {
  const { token } = await signedIn("admin");
  const book = await createBook({ dateOfSummary: new Date() });
  const patch = await call(`/api/v1/library/admin/books/${book.bookId}`, {
    method: "PATCH",
    token,
    body: {
      title: hostile(0),
      authors: [hostile(1), hostile(2)],
      publisher: hostile(3),
      topic: hostile(4),
      edition: PAYLOADS[1]!.slice(0, 50),
      small_summarization: hostile(1),
      medium_summarization: hostile(2),
      large_summarization: hostile(3),
    },
  });
  expect(patch.status, await patch.clone().text()).toBe(200);
  const chapters = await call(`/api/v1/library/admin/books/${book.bookId}/chapters`, {
    method: "PUT",
    token,
    body: { chapters: [{ title: hostile(0), page_start: 1, page_end: 2 }] },
  });
  expect(chapters.status, await chapters.clone().text()).toBe(200);
  const [chapter] = (await json(chapters)).chapters as { chapter_id: string }[];
  const snippets = await call(`/api/v1/library/admin/books/${book.bookId}/chapters/${chapter!.chapter_id}/snippets`, {
    method: "PUT",
    token,
    body: { snippets: PAYLOADS.map((p, i) => ({ snippet_title: hostile(i), snippet_html: `<p>Safe text</p>${p}` })) },
  });
  expect(snippets.status, await snippets.clone().text()).toBe(200);
  return { bookId: book.bookId, chapterId: chapter!.chapter_id };
}

describe("XSS payloads in admin-writable fields", () => {
  it("never reach the server-rendered summary page as markup", async () => {
    const { bookId } = await hostileBook();
    const redirect = await call(`/any-title/on/any-author/${bookId}`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    const location = new URL(redirect.headers.get("Location")!, "http://chapterly.test");
    const page = await call(location.pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(executableMarkup(html)).toEqual([]);
    expect(html).toContain("Hostile 0"); // the text itself is shown, escaped
    // JSON-LD stays data: no way to close its script element from a value.
    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(jsonLd).not.toMatch(/<\/script|<script/i);
  });

  it("are sanitized out of snippet HTML that the API sends, even to premium readers", async () => {
    const { chapterId } = await hostileBook();
    const { token } = await signedIn("premium");
    const res = await call("/api/v1/snippet/get-snippets", { token, body: { chapterId } });
    const snippets = await json<{ snippet_title: string; snippet_html: string }[]>(res);
    expect(snippets.length).toBe(PAYLOADS.length);
    for (const snippet of snippets) {
      expect(executableMarkup(snippet.snippet_html)).toEqual([]);
      expect(snippet.snippet_html).toContain("Safe text");
    }
  });

  it("are sanitized out of email previews and of what lands in the outbox", async () => {
    const { token, user } = await signedIn("admin");
    const markdown = PAYLOADS.map((p) => `Line ${p}`).join("\n\n") + "\n\n[link](javascript:window.__xss=1)";
    const preview = await json(await call("/api/v1/admin/email/preview", { token, body: { subject: hostile(0), markdown } }));
    expect(executableMarkup(preview.html)).toEqual([]);
    const sent = await call("/api/v1/admin/email/test", { token, body: { subject: hostile(1), markdown } });
    expect(sent.status).toBe(200);
    const outbox = await json(await call("/api/v1/admin/email/outbox?limit=50", { token }));
    const mine = (outbox.messages as { toEmail: string; html: string }[]).filter((m) => m.toEmail === user.email);
    expect(mine.length).toBeGreaterThan(0);
    for (const message of mine) expect(executableMarkup(message.html)).toEqual([]);
  });
});
