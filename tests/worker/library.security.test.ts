import { describe, expect, it } from "vitest";
import type { Book, ChapterWithSnippets, Snippet } from "../../shared/contract";
import { call, json } from "./support/http";
import { createBook, createChapterWithSnippets, signedIn, type Persona } from "./support/factories";

const SECRET = "<p>Premium secret insight</p>";

async function chapterWithSecret() {
  const book = await createBook();
  const chapterId = await createChapterWithSnippets(book.bookId, 0, [SECRET]);
  return { book, chapterId };
}

describe("snippets follow the premium rule (spec 5, 6)", () => {
  const denied: (Persona | "anonymous")[] = ["anonymous", "free", "expired"];
  for (const who of denied) {
    it(`${who}: placeholders only, in get-snippets and get-chapters`, async () => {
      const { book, chapterId } = await chapterWithSecret();
      const token = who === "anonymous" ? null : (await signedIn(who)).token;
      const snippetsRes = await call("/api/v1/snippet/get-snippets", { token, body: { chapterId, lang: "en" } });
      const chaptersRes = await call("/api/v1/chapter/get-chapters", {
        token,
        body: { bookId: book.bookId, email: "someone@example.test" },
      });
      const raw = (await snippetsRes.clone().text()) + (await chaptersRes.clone().text());
      expect(raw).not.toContain("Premium secret insight");
      expect([snippetsRes.status, chaptersRes.status], raw).toEqual([200, 200]);
      const snippets = await json<Snippet[]>(snippetsRes);
      expect(snippets).toHaveLength(5);
      expect(snippets.every((s) => s.is_placeholder)).toBe(true);
      const [chapter] = await json<ChapterWithSnippets[]>(chaptersRes);
      expect(chapter!.chapter_snippets.map((s) => s.snippet_title)).toEqual(snippets.map((s) => s.snippet_title));
    });
  }

  it("an invalid token gets a 401 and no content", async () => {
    const { chapterId } = await chapterWithSecret();
    const res = await call("/api/v1/snippet/get-snippets", { token: "not.a.valid-token", body: { chapterId } });
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Premium secret insight");
  });

  const allowed: Persona[] = ["premium", "canceling", "premiumDomain", "admin", "superUser"];
  for (const who of allowed) {
    it(`${who}: real snippets`, async () => {
      const { chapterId } = await chapterWithSecret();
      const { token } = await signedIn(who);
      const snippets = await json<Snippet[]>(
        await call("/api/v1/snippet/get-snippets", { token, body: { chapterId, lang: "en" } }),
      );
      expect(snippets.map((s) => s.snippet_html)).toEqual([SECRET]);
    });
  }

  it("never sends script or event handlers in snippet HTML, even from a row written around the sanitizer", async () => {
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, [
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a></p>',
    ]);
    const { token } = await signedIn("premium");
    const [snippet] = await json<Snippet[]>(await call("/api/v1/snippet/get-snippets", { token, body: { chapterId } }));
    expect(snippet!.snippet_html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(snippet!.snippet_html).toContain("Hi");
  });

  it("ignores the email field: a free user naming a premium email still gets placeholders", async () => {
    const premium = await signedIn("premium");
    const free = await signedIn("free");
    const { book } = await chapterWithSecret();
    const res = await call("/api/v1/chapter/get-chapters", {
      token: free.token,
      body: { bookId: book.bookId, email: premium.user.email },
    });
    expect(await res.text()).not.toContain("Premium secret insight");
  });
});

describe("requested emails are personal data", () => {
  it("only admins see the addresses; everyone sees the true count", async () => {
    const book = await createBook({ dateOfSummary: null });
    const requester = await signedIn("free");
    await call("/api/v1/library/request-summarization", {
      token: requester.token,
      body: { email: requester.user.email, isbn: "1", bookId: book.bookId },
    });
    const anonymous = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`));
    expect(anonymous[0]).toMatchObject({ requested_emails: [], requested_emails_count: 1 });
    const premium = await signedIn("premium");
    const asPremium = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`, { token: premium.token }));
    expect(asPremium[0]!.requested_emails).toEqual([]);
    const admin = await signedIn("admin");
    const res = await call(`/api/v1/library/book-by-id/${book.bookId}`, { token: admin.token });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await json<Book[]>(res))[0]).toMatchObject({
      requested_emails: [requester.user.email.toLowerCase()],
      requested_emails_count: 1,
    });
    // The admin's answer is not served to the next anonymous caller from the cache.
    const after = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`));
    expect(after[0]!.requested_emails).toEqual([]);
  });

  it("a user cannot file a request in someone else's name", async () => {
    const book = await createBook({ dateOfSummary: null });
    const { token } = await signedIn("free");
    const res = await call("/api/v1/library/request-summarization", {
      token,
      body: { email: "victim@example.test", bookId: book.bookId },
    });
    expect(res.status).toBe(403);
  });
});
