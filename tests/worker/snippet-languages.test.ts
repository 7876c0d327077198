import { describe, expect, it } from "vitest";
import type { Book, LocalizedSnippet } from "../../shared/contract";
import { snippets as snippetRows, snippetTranslations } from "../../worker/db/schema";
import { createBook, createChapterWithSnippets, db, signedIn, type Persona } from "./support/factories";
import { call, errorCode, json } from "./support/http";
import { asc, eq, inArray } from "drizzle-orm";

/** POST /snippet/get-snippets honours `lang` (spec 7, docs/decisions/134-snippet-languages.md). */

/** A book in `language` with one chapter of two snippets, translated into each of `translations`. */
async function chapterIn(language: string, translations: Record<string, [string, string][]> = {}) {
  const book = await createBook({ language });
  const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>Original one</p>", "<p>Original two</p>"]);
  const rows = await db()
    .select()
    .from(snippetRows)
    .where(eq(snippetRows.chapterId, chapterId))
    .orderBy(asc(snippetRows.position));
  for (const [lang, texts] of Object.entries(translations))
    for (const [i, [title, html]] of texts.entries())
      if (rows[i]) await db().insert(snippetTranslations).values({ snippetId: rows[i]!.id, lang, title, html });
  return { book, chapterId };
}

const getSnippets = (token: string | null, body: Record<string, unknown>) =>
  call("/api/v1/snippet/get-snippets", { token, body });

const FRENCH: [string, string][] = [
  ["Extrait 1", "<p>Secret un</p>"],
  ["Extrait 2", "<p>Secret deux</p>"],
];

describe("get-snippets in the language asked for", () => {
  it("answers the chapter's snippets in that language when the book has them", async () => {
    const { chapterId } = await chapterIn("en", { fr: FRENCH });
    const { token } = await signedIn("premium");
    for (const lang of ["fr", "fr-CA"]) {
      const res = await getSnippets(token, { chapterId, lang });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-language")).toBe("fr");
      const snippets = await json<LocalizedSnippet[]>(res);
      expect(snippets.map((s) => [s.snippet_title, s.snippet_html, s.lang, s.is_placeholder])).toEqual([
        ["Extrait 1", "<p>Secret un</p>", "fr", false],
        ["Extrait 2", "<p>Secret deux</p>", "fr", false],
      ]);
    }
  });

  it("answers the original, with the language it is in, when the book lacks that language or none is asked", async () => {
    const { chapterId } = await chapterIn("de", { fr: FRENCH });
    const { token } = await signedIn("premium");
    for (const body of [{ chapterId, lang: "es" }, { chapterId, lang: "de-AT" }, { chapterId }]) {
      const res = await getSnippets(token, body);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-language")).toBe("de");
      const snippets = await json<LocalizedSnippet[]>(res);
      expect(snippets.map((s) => [s.snippet_title, s.snippet_html, s.lang])).toEqual([
        ["Snippet 1", "<p>Original one</p>", "de"],
        ["Snippet 2", "<p>Original two</p>", "de"],
      ]);
    }
  });

  it("does not mix languages: a chapter translated only in part answers the original", async () => {
    const { chapterId } = await chapterIn("en", { fr: FRENCH.slice(0, 1) });
    const { token } = await signedIn("premium");
    const snippets = await json<LocalizedSnippet[]>(await getSnippets(token, { chapterId, lang: "fr" }));
    expect(snippets.map((s) => s.lang)).toEqual(["en", "en"]);
    expect(snippets.map((s) => s.snippet_title)).toEqual(["Snippet 1", "Snippet 2"]);
  });

  it("answers an empty list, not an error, for a chapter without snippets", async () => {
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, []);
    const { token } = await signedIn("premium");
    const res = await getSnippets(token, { chapterId, lang: "fr" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });
});

describe("get-snippets errors", () => {
  it.each([
    ["an unknown chapter", { chapterId: "no-such-chapter", lang: "fr" }, 404, "NOT_FOUND"],
    ["a language that is not a tag", { chapterId: "x", lang: "french!" }, 400, "VALIDATION_FAILED"],
    ["an overlong language", { chapterId: "x", lang: "fr-ABCDEFG" }, 400, "VALIDATION_FAILED"],
    ["a language that is not a string", { chapterId: "x", lang: 7 }, 400, "VALIDATION_FAILED"],
    ["no chapter", { lang: "fr" }, 400, "VALIDATION_FAILED"],
    ["an unknown field", { chapterId: "x", lang: "fr", all: true }, 400, "VALIDATION_FAILED"],
  ])("answers %s with %i and the envelope", async (_label, body, status, code) => {
    const { token } = await signedIn("premium");
    const res = await getSnippets(token, body);
    expect(res.status).toBe(status);
    expect(await errorCode(res)).toBe(code);
  });
});

describe("get-snippets in another language follows the premium rule", () => {
  it.each(["anonymous", "free", "expired"] as const)(
    "%s: the English placeholders, and no translated text leaves the server",
    async (who) => {
      const { chapterId } = await chapterIn("en", { fr: FRENCH });
      const token = who === "anonymous" ? null : (await signedIn(who as Persona)).token;
      const res = await getSnippets(token, { chapterId, lang: "fr" });
      expect(res.status).toBe(200);
      const raw = await res.clone().text();
      expect(raw).not.toMatch(/Secret|Extrait|Original/);
      const snippets = await json<LocalizedSnippet[]>(res);
      expect(snippets).toHaveLength(5);
      expect(snippets.every((s) => s.is_placeholder && s.lang === "en")).toBe(true);
    },
  );

  it("sanitizes translated HTML on the way out, even from a row written around the sanitizer", async () => {
    const { chapterId } = await chapterIn("en", {
      fr: [
        ["Un", '<p onclick="steal()">Bonjour<script>alert(1)</script></p>'],
        ["Deux", '<a href="javascript:alert(2)">x</a>'],
      ],
    });
    const { token } = await signedIn("premium");
    const snippets = await json<LocalizedSnippet[]>(await getSnippets(token, { chapterId, lang: "fr" }));
    expect(snippets.map((s) => s.lang)).toEqual(["fr", "fr"]);
    for (const s of snippets) expect(s.snippet_html).not.toMatch(/script|onclick|javascript:/i);
    expect(snippets[0]!.snippet_html).toContain("Bonjour");
  });

  it("a chapter's translations go with its snippets", async () => {
    const { chapterId } = await chapterIn("en", { fr: FRENCH });
    const ids = (await db().select().from(snippetRows).where(eq(snippetRows.chapterId, chapterId))).map((r) => r.id);
    const translationsOf = () => db().select().from(snippetTranslations).where(inArray(snippetTranslations.snippetId, ids));
    expect(await translationsOf()).toHaveLength(2);
    await db().delete(snippetRows).where(eq(snippetRows.chapterId, chapterId));
    expect(await translationsOf()).toEqual([]);
    const { token } = await signedIn("premium");
    expect(await json(await getSnippets(token, { chapterId, lang: "fr" }))).toEqual([]);
  });
});

describe("GET /library/book-by-title/{title}", () => {
  it("answers the matching books in the Book shape, without requesters' emails for non-admins", async () => {
    const title = `Languages ${crypto.randomUUID().slice(0, 8)}`;
    const book = await createBook({ title });
    const { token } = await signedIn("admin");
    const requester = await signedIn("free");
    const email = requester.user.email.toLowerCase();
    const requested = await call("/api/v1/library/request-summarization", {
      token: requester.token,
      body: { bookId: book.bookId, email },
    });
    expect(requested.status).toBeLessThan(300);
    const path = `/api/v1/library/book-by-title/${encodeURIComponent(title.toUpperCase())}`;
    const [asVisitor] = await json<Book[]>(await call(path));
    expect(asVisitor).toMatchObject({ book_id: book.bookId, title });
    expect(JSON.stringify(asVisitor)).not.toContain(email);
    const [asAdmin] = await json<Book[]>(await call(path, { token }));
    expect(asAdmin!.requested_emails).toContain(email);
  });

  it("answers 404 with the envelope for a title nobody has, and 400 for an overlong one", async () => {
    const missing = await call(`/api/v1/library/book-by-title/${encodeURIComponent("No such title at all 9f3")}`);
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe("NOT_FOUND");
    const overlong = await call(`/api/v1/library/book-by-title/${"x".repeat(600)}`);
    expect(overlong.status).toBe(400);
    expect(await errorCode(overlong)).toBe("VALIDATION_FAILED");
  });
});
