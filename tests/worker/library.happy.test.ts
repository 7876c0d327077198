import { describe, expect, it } from "vitest";
import { PLACEHOLDER_SNIPPET_TITLES } from "../../worker/db/chapters";
import { searchBooks } from "../../worker/db/search";
import type { Book, BookSearchPage, Category, ChapterWithSnippets, Snippet } from "../../shared/contract";
import { call, json } from "./support/http";
import { createBook, createChapterWithSnippets, db, signedIn, uniqueId } from "./support/factories";

/** A word no other test's data contains, so searches see only this test's books. */
const word = () => uniqueId("w").replace(/[^a-z0-9]/gi, "");

describe("search and suggestions", () => {
  it("prefix-matches title, authors, ISBN and topic, title matches first, with a total", async () => {
    const w = word();
    const byAuthor = await createBook({ title: "Unrelated Title", authors: [`Ann ${w}son`] });
    const byTitle = await createBook({ title: `The ${w}son Story` });
    const res = await call(`/api/v1/library/suggestions?q=${w.slice(0, -2)}`);
    expect(res.status).toBe(200);
    const body = await json<BookSearchPage>(res);
    expect(body.total).toBe(2);
    expect(body.books.map((b) => b.book_id)).toEqual([byTitle.bookId, byAuthor.bookId]);

    const isbn = `97${Date.now()}`.slice(0, 13);
    const byIsbn = await createBook({ isbn: [isbn], title: "Isbn Book" });
    const isbnHits = await json<BookSearchPage>(await call(`/api/v1/library/search?q=${isbn.slice(0, 10)}`));
    expect(isbnHits.books.map((b) => b.book_id)).toContain(byIsbn.bookId);

    const topic = `Topic${w}`;
    const byTopic = await createBook({ topic });
    const topicHits = await json<BookSearchPage>(await call(`/api/v1/library/search?q=${topic.toLowerCase()}`));
    expect(topicHits.books.map((b) => b.book_id)).toEqual([byTopic.bookId]);
  });

  it("ANDs the words, so every word must match", async () => {
    const w = word();
    const both = await createBook({ title: `${w} alpha`, authors: ["Zed Beta"] });
    await createBook({ title: `${w} gamma` });
    const body = await json<BookSearchPage>(await call(`/api/v1/library/search?q=${encodeURIComponent(`${w} bet`)}`));
    expect(body.books.map((b) => b.book_id)).toEqual([both.bookId]);
    expect(body.total).toBe(1);
  });

  it("limits suggestions while the total counts every match, and pages the full search", async () => {
    const w = word();
    for (let i = 0; i < 13; i++) await createBook({ title: `${w} volume ${i}` });
    const suggestions = await json<BookSearchPage>(await call(`/api/v1/library/suggestions?q=${w}`));
    expect(suggestions.books).toHaveLength(10);
    expect(suggestions.total).toBe(13);

    const first = await call(`/api/v1/library/search?q=${w}&limit=5&offset=0`);
    expect(first.headers.get("X-Total-Count")).toBe("13");
    const second = await json<BookSearchPage>(await call(`/api/v1/library/search?q=${w}&limit=5&offset=10`));
    expect(second.books).toHaveLength(3);
    const firstIds = (await json<BookSearchPage>(first)).books.map((b) => b.book_id);
    expect(second.books.some((b) => firstIds.includes(b.book_id))).toBe(false);
  });

  it("orders a broad query (more matches than it ranks) titles first, then library order, and pages it without gaps", async () => {
    const w = word();
    const inAuthors = [];
    const inTitles = [];
    for (let i = 0; i < 4; i++) {
      inAuthors.push(await createBook({ title: `Plain ${i}`, authors: [`${w} Writer`] }));
      inTitles.push(await createBook({ title: `${w} tale ${i}` }));
    }
    const expected = [...inTitles, ...inAuthors].map((b) => b.bookId);
    const rankAtMost = 3; // 8 matches: broad

    const all = await searchBooks(db(), w, 20, 0, rankAtMost);
    expect(all.total).toBe(8);
    expect(all.books.map((b) => b.bookId)).toEqual(expected);

    const paged = [];
    for (let offset = 0; offset < 8; offset += 3) {
      paged.push(...(await searchBooks(db(), w, 3, offset, rankAtMost)).books.map((b) => b.bookId));
    }
    expect(paged).toEqual(expected);
    expect((await searchBooks(db(), w, 3, 8, rankAtMost)).books).toEqual([]);

    // Below the limit the same query is ranked by bm25, which also puts the title matches first.
    const ranked = await searchBooks(db(), w, 20, 0);
    expect(
      ranked.books
        .slice(0, 4)
        .map((b) => b.bookId)
        .sort(),
    ).toEqual(inTitles.map((b) => b.bookId).sort());
  });

  it("treats FTS syntax and unicode in the query as plain words", async () => {
    const w = word();
    // Operator words stay plain words, so the title holds them too.
    const book = await createBook({ title: `Café ${w} Übermensch: a Title Near or Far and Beyond` });
    for (const q of [
      `"${w}`,
      `${w}*`,
      `${w} NEAR cafe`,
      `${w} OR`,
      `title:${w}`,
      `(${w}) AND ^cafe`,
      `übermen ${w}`,
      `CAFÉ ${w}`,
    ]) {
      const res = await call(`/api/v1/library/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      const body = await json<BookSearchPage>(res);
      expect(
        body.books.map((b) => b.book_id),
        q,
      ).toEqual([book.bookId]);
    }
    const onlySymbols = await call(`/api/v1/library/suggestions?q=${encodeURIComponent('"*^:()')}`);
    expect(onlySymbols.status).toBe(200);
    expect(await json(onlySymbols)).toEqual({ books: [], total: 0 });
  });

  it("serves repeats from the edge cache and sees new books right after a write", async () => {
    const w = word();
    await createBook({ title: `${w} first` });
    const a = await call(`/api/v1/library/suggestions?q=${w}`);
    expect(a.headers.get("Cache-Control")).toContain("public");
    expect((await json(a)).total).toBe(1);
    const b = await call(`/api/v1/library/suggestions?q=${w}`);
    expect(b.headers.get("X-Edge-Cache")).toBe("hit");
    expect((await json(b)).total).toBe(1);
    await createBook({ title: `${w} second` });
    const c = await call(`/api/v1/library/suggestions?q=${w}`);
    expect(c.headers.get("X-Edge-Cache")).toBe("miss");
    expect((await json(c)).total).toBe(2);
  });
});

describe("books, titles and categories", () => {
  it("answers book-by-title as a list, case-insensitively", async () => {
    const w = word();
    const book = await createBook({ title: `Exact ${w} Title` });
    await createBook({ title: `Exact ${w} Title Continued` });
    const res = await call(`/api/v1/library/book-by-title/${encodeURIComponent(`exact ${w} title`)}`);
    expect(res.status).toBe(200);
    expect((await json<Book[]>(res)).map((b) => b.book_id)).toEqual([book.bookId]);
  });

  it("counts books per topic for a language", async () => {
    const topic = `Cat${word()}`;
    await createBook({ topic, language: "en" });
    await createBook({ topic, language: "en" });
    await createBook({ topic, language: "fr" });
    const en = await json<Category[]>(await call("/api/v1/library/categories?lang=en-US"));
    expect(en.find((c) => c.topic === topic)).toEqual({ topic, count: 2 });
    const all = await json<Category[]>(await call("/api/v1/library/categories"));
    expect(all.find((c) => c.topic === topic)).toEqual({ topic, count: 3 });
  });

  it("reflects an edited book immediately despite the edge cache", async () => {
    const book = await createBook({ title: "Before edit" });
    const first = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`));
    expect(first[0]!.title).toBe("Before edit");
    const { db } = await import("./support/factories");
    const { books } = await import("../../worker/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(books).set({ title: "After edit" }).where(eq(books.bookId, book.bookId));
    const { libraryChanged } = await import("../../worker/lib/library-version");
    const { env } = await import("cloudflare:workers");
    await libraryChanged(env); // what the worker's book writers do (decision 031)
    const second = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`));
    expect(second[0]!.title).toBe("After edit");
  });
});

describe("chapters, snippets, requests and favourites", () => {
  it("gives premium users ordered chapters with their real snippets", async () => {
    const book = await createBook();
    const second = await createChapterWithSnippets(book.bookId, 1, ["<p>Two</p>"]);
    const first = await createChapterWithSnippets(book.bookId, 0, ["<p>One <strong>a</strong></p>", "<p>One b</p>"]);
    const { token } = await signedIn("premium");
    const chapters = await json<ChapterWithSnippets[]>(
      await call("/api/v1/chapter/get-chapters", { token, body: { bookId: book.bookId, email: "x@y.z" } }),
    );
    expect(chapters.map((c) => c.chapter_id)).toEqual([first, second]);
    expect(chapters[0]!.chapter_snippets.map((s) => s.snippet_html)).toEqual(["<p>One <strong>a</strong></p>", "<p>One b</p>"]);

    const snippets = await json<Snippet[]>(
      await call("/api/v1/snippet/get-snippets", { token, body: { chapterId: first, lang: "en" } }),
    );
    expect(snippets.map((s) => s.snippet_title)).toEqual(["Snippet 1", "Snippet 2"]);
    expect(snippets[0]).toMatchObject({ snippet_html: "<p>One <strong>a</strong></p>", is_placeholder: false });
  });

  it("gives free users the five placeholder snippets", async () => {
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>Secret</p>"]);
    const { token } = await signedIn("free");
    const snippets = await json<Snippet[]>(
      await call("/api/v1/snippet/get-snippets", { token, body: { chapterId, lang: "en" } }),
    );
    expect(snippets.map((s) => s.snippet_title)).toEqual([...PLACEHOLDER_SNIPPET_TITLES]);
    expect(snippets.map((s) => s.snippet_title)).toEqual([
      "Introduction to Key Concepts",
      "Practical Applications and Examples",
      "Strategic Implementation Framework",
      "Measuring Impact and Results",
      "Future Considerations and Next Steps",
    ]);
  });

  it("records a summary request once per email and keeps the count true", async () => {
    const book = await createBook({ dateOfSummary: null });
    const a = await signedIn("free");
    const b = await signedIn("free");
    const ask = (s: { user: { email: string }; token: string }) =>
      call("/api/v1/library/request-summarization", {
        token: s.token,
        body: { email: s.user.email, isbn: "9780000000000", bookId: book.bookId },
      });
    expect(await json(await ask(a))).toMatchObject({ successful: true, created: true, requested_emails_count: 1 });
    expect(await json(await ask(a))).toMatchObject({ successful: true, created: false, requested_emails_count: 1 });
    expect(await json(await ask(b))).toMatchObject({ created: true, requested_emails_count: 2 });
    const [seen] = await json<Book[]>(await call(`/api/v1/library/book-by-id/${book.bookId}`, { token: a.token }));
    expect(seen!.requested_emails_count).toBe(2);
    expect(seen!.requested_emails).toEqual([]);
  });

  it("adds and removes favourites idempotently, reflected in user-info", async () => {
    const book = await createBook();
    const { token } = await signedIn("free");
    for (let i = 0; i < 2; i++) {
      const res = await call("/api/v1/user/favorites", { token, body: { bookId: book.bookId } });
      expect(await json(res)).toEqual({ favorites: [book.bookId] });
    }
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(info.audio_history.favorites).toEqual([book.bookId]);
    for (let i = 0; i < 2; i++) {
      const res = await call(`/api/v1/user/favorites/${book.bookId}`, { method: "DELETE", token });
      expect(await json(res)).toEqual({ favorites: [] });
    }
    const after = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(after.audio_history.favorites).toEqual([]);
  });
});
