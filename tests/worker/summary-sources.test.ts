import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Book, ChapterWithSnippets, SummarySources } from "../../shared/contract";
import { chapters, snippetSources, snippets, summarySources } from "../../worker/db/schema";
import { DEMO_BOOKS, seedDemoLibrary } from "../../worker/db/seed/demo-library";
import { htmlToPlainText } from "../../worker/lib/plain-text";
import { MANUAL } from "../support/book-fixtures";
import { makeBookPdf } from "../support/book-pdf";
import { createBook, db, signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";
import { upload, uploadForm, waitForJob } from "./support/pipeline";

const LENGTHS = ["short", "medium", "long"] as const;
const COLUMN = { short: "small_summarization", medium: "medium_summarization", long: "large_summarization" } as const;

function sourcesOf(bookId: string, length: string, token: string | null) {
  return call(`/api/v1/library/summary-sources/${encodeURIComponent(bookId)}?length=${length}`, { token });
}

/** The book as a reader gets it: its summaries and the plain text of every snippet, by id. */
async function readerView(bookId: string, token: string) {
  const [book] = await json<Book[]>(await call(`/api/v1/library/book-by-id/${bookId}`));
  const chapters = await json<ChapterWithSnippets[]>(await call("/api/v1/chapter/get-chapters", { token, body: { bookId } }));
  const snippetText = new Map(
    chapters.flatMap((c) =>
      c.chapter_snippets.map((s) => [s.snippet_id, { chapterId: c.chapter_id, text: htmlToPlainText(s.snippet_html) }]),
    ),
  );
  return { book: book!, snippetText };
}

/** Every sentence has a source whose quote is that snippet's text at its range; the sentences joined are the summary. */
async function expectCheckableSummaries(bookId: string, token: string) {
  const { book, snippetText } = await readerView(bookId, token);
  for (const length of LENGTHS) {
    const res = await sourcesOf(bookId, length, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { sentences } = await json<SummarySources>(res);
    expect(sentences.length, `${bookId} ${length}`).toBeGreaterThan(0);
    expect(sentences.map((s) => s.text).join("")).toBe(book[COLUMN[length]]);
    for (const sentence of sentences) {
      expect(sentence.sources.length, sentence.text).toBeGreaterThan(0);
      for (const source of sentence.sources) {
        const snippet = snippetText.get(source.snippetId);
        expect(snippet?.chapterId).toBe(source.chapterId);
        expect(snippet!.text.slice(source.start, source.end)).toBe(source.quote);
      }
    }
  }
}

/**
 * Every snippet's sentences join to exactly that snippet's text, in reading order, and each has a source: a passage
 * of the snippet itself (its quote verbatim there), or, from the pipeline, of the chapter's text (its quote is the
 * sentence itself when extracted).
 */
async function expectCheckableSnippets(bookId: string, token: string, within: "chapter" | undefined) {
  const { snippetText } = await readerView(bookId, token);
  const res = await sourcesOf(bookId, "snippets", token);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const { sentences } = await json<SummarySources>(res);
  expect([...new Set(sentences.map((s) => s.snippetId))]).toEqual([...snippetText.keys()]);
  for (const [snippetId, { chapterId, text }] of snippetText) {
    const own = sentences.filter((s) => s.snippetId === snippetId);
    expect(own.map((s) => s.text).join("")).toBe(text);
    for (const sentence of own) {
      expect(sentence.sources.length, sentence.text).toBeGreaterThan(0);
      for (const source of sentence.sources) {
        expect(source).toMatchObject({ chapterId, snippetId });
        expect(source.within).toBe(within);
        expect(sentence.text).toContain(source.quote);
        if (!within) expect(text.slice(source.start, source.end)).toBe(source.quote);
      }
    }
  }
  return sentences;
}

describe("summary sources", { timeout: 60_000 }, () => {
  it("serves sources for every demo book and every length, each quote verbatim in its snippet", async () => {
    await seedDemoLibrary(db());
    await seedDemoLibrary(db()); // reseeding rewrites, never duplicates
    const rows = await db().select().from(summarySources).where(eq(summarySources.bookId, DEMO_BOOKS[0]!.id));
    expect(rows.map((r) => r.length).sort()).toEqual(["long", "medium", "short"]);
    const { token } = await signedIn("premium");
    for (const demo of DEMO_BOOKS) await expectCheckableSummaries(demo.id, token);
  });

  it("serves every demo book's snippet sentences, each its own passage of that snippet", async () => {
    await seedDemoLibrary(db());
    const { token } = await signedIn("premium");
    for (const demo of DEMO_BOOKS) await expectCheckableSnippets(demo.id, token, undefined);
  });

  it("serves the exact sources of an uploaded PDF's extractive summaries, and a rerun does not duplicate them", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const pdf = await makeBookPdf(MANUAL);
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, chapters: "", generateAudio: false }));
    expect(res.status).toBe(202);
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    await expectCheckableSummaries(book.bookId, token);

    const { sentences } = await json<SummarySources>(await sourcesOf(book.bookId, "short", token));
    expect(sentences[0]!.text).toMatch(/^This handbook explains how to run a small Harbour server/);
    // Extractive: each sentence is its one source's quote.
    for (const s of sentences) expect(s.sources.map((x) => x.quote)).toEqual([s.text.trim()]);

    const again = await upload(token, uploadForm({ bookId: book.bookId, pdf, chapters: "", generateAudio: false }));
    expect((await waitForJob((await json(again)).jobId)).status).toBe("done");
    const rows = await db().select().from(summarySources).where(eq(summarySources.bookId, book.bookId));
    expect(rows).toHaveLength(3);
    await expectCheckableSummaries(book.bookId, token);
  });

  it("serves an uploaded PDF's snippet sentences with their place in the chapter; a rerun rewrites them", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const pdf = await makeBookPdf(MANUAL);
    for (let run = 0; run < 2; run++) {
      const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, chapters: "", generateAudio: false }));
      expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    }
    const sentences = await expectCheckableSnippets(book.bookId, token, "chapter");
    // Extracted: each sentence cites itself, where it stands in its chapter's clean text.
    for (const s of sentences)
      expect(s.sources.map((x) => [x.quote, x.end - x.start])).toEqual([[s.text.trim(), s.text.trim().length]]);
    const bookSnippets = await db()
      .select({ id: snippets.id })
      .from(snippets)
      .innerJoin(chapters, eq(chapters.id, snippets.chapterId))
      .where(eq(chapters.bookId, book.bookId));
    const stored = await db()
      .select({ id: snippetSources.snippetId })
      .from(snippetSources)
      .innerJoin(snippets, eq(snippets.id, snippetSources.snippetId))
      .innerJoin(chapters, eq(chapters.id, snippets.chapterId))
      .where(eq(chapters.bookId, book.bookId));
    expect(stored.map((r) => r.id).sort()).toEqual(bookSnippets.map((r) => r.id).sort());
  });

  it("serves an admin's edited snippets as their own source, the others as stored", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const res = await upload(
      token,
      uploadForm({ bookId: book.bookId, pdf: await makeBookPdf(MANUAL), chapters: "", generateAudio: false }),
    );
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    const chapterId = `${book.bookId}-p1`;
    const put = await call(`/api/v1/library/admin/books/${book.bookId}/chapters/${chapterId}/snippets`, {
      method: "PUT",
      token,
      body: {
        snippets: [
          { snippet_title: "Edited", snippet_html: "<p>An editor rewrote this snippet by hand. It says something new.</p>" },
        ],
      },
    });
    expect(put.status).toBe(200);
    // The chapter's old sources went with its old snippets.
    const left = await db()
      .select({ id: snippetSources.snippetId })
      .from(snippetSources)
      .innerJoin(snippets, eq(snippets.id, snippetSources.snippetId))
      .where(eq(snippets.chapterId, chapterId));
    expect(left).toEqual([]);
    const { sentences } = await json<SummarySources>(await sourcesOf(book.bookId, "snippets", token));
    const edited = sentences.filter((s) => s.sources[0]!.chapterId === chapterId);
    expect(edited.map((s) => [s.snippetId, s.text])).toEqual([
      [`${chapterId}-s1`, "An editor rewrote this snippet by hand. "],
      [`${chapterId}-s1`, "It says something new."],
    ]);
    expect(edited.every((s) => s.sources.every((x) => x.within === undefined && s.text.startsWith(x.quote)))).toBe(true);
    const others = sentences.filter((s) => s.sources[0]!.chapterId !== chapterId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((s) => s.sources[0]!.within === "chapter")).toBe(true);
  });

  it("realigns the sources when an admin has edited the summary or a snippet since", async () => {
    await seedDemoLibrary(db());
    const { token } = await signedIn("admin");
    const demo = DEMO_BOOKS[1]!;
    const edited = `${demo.smallSummary} It is still read today by people of every kind.`;
    const put = await call(`/api/v1/library/admin/books/${demo.id}/summaries`, {
      method: "PUT",
      token,
      body: { small_summarization: edited, medium_summarization: demo.mediumSummary, large_summarization: demo.largeSummary },
    });
    expect(put.status).toBe(200);
    const firstSnippet = `${demo.id}-ch1-s1`;
    await db()
      .update(snippets)
      .set({ html: "<p>A rewritten snippet about something else entirely, for the test.</p>" })
      .where(eq(snippets.id, firstSnippet));
    const { sentences } = await json<SummarySources>(await sourcesOf(demo.id, "short", token));
    expect(sentences.map((s) => s.text).join("")).toBe(edited);
    await expectCheckableSummaries(demo.id, token);
  });

  it("answers a book without summaries with no sentences", async () => {
    const { token } = await signedIn("premium");
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    expect(await json(await sourcesOf(book.bookId, "medium", token))).toEqual({ sentences: [] });
  });
});

describe("summary sources: errors", () => {
  it("rejects a missing or unknown length with the envelope", async () => {
    const { token } = await signedIn("premium");
    const book = await createBook();
    for (const query of ["", "?length=tiny", "?length=snippet", "?length=short&extra=1", "?length=snippets&chapterId=x"]) {
      const res = await call(`/api/v1/library/summary-sources/${book.bookId}${query}`, { token });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
  });

  it("answers 404 with the envelope for an unknown book", async () => {
    const { token } = await signedIn("premium");
    const res = await sourcesOf("no-such-book", "short", token);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("NOT_FOUND");
  });
});

describe("summary sources: security", () => {
  it("never sends the passages to a free or anonymous caller", async () => {
    await seedDemoLibrary(db());
    const demo = DEMO_BOOKS[0]!.id;
    const { token } = await signedIn("free");
    const free = await sourcesOf(demo, "long", token);
    expect(free.status).toBe(403);
    expect(await errorCode(free)).toBe("PREMIUM_REQUIRED");
    const anonymous = await sourcesOf(demo, "long", null);
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("UNAUTHORIZED");
    const expired = await sourcesOf(demo, "long", (await signedIn("expired")).token);
    expect(expired.status).toBe(403);
  });

  it("never sends a snippet's sentences or their sources to a free or anonymous caller, by this route or another", async () => {
    const admin = await signedIn("admin");
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const res = await upload(
      admin.token,
      uploadForm({ bookId: book.bookId, pdf: await makeBookPdf(MANUAL), chapters: "", generateAudio: false }),
    );
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    const { token } = await signedIn("free");
    const free = await sourcesOf(book.bookId, "snippets", token);
    expect(free.status).toBe(403);
    expect(await errorCode(free)).toBe("PREMIUM_REQUIRED");
    const anonymous = await sourcesOf(book.bookId, "snippets", null);
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("UNAUTHORIZED");

    // The premium passages (each snippet sentence's quote) appear in nothing a free reader can fetch.
    const premium = await signedIn("premium");
    const { sentences } = await json<SummarySources>(await sourcesOf(book.bookId, "snippets", premium.token));
    const chapters = await call("/api/v1/chapter/get-chapters", { token, body: { bookId: book.bookId } });
    expect(chapters.status).toBe(200);
    const chapterIds = [...new Set(sentences.flatMap((s) => s.sources.map((x) => x.chapterId)))];
    const bodies = [await chapters.text()];
    for (const chapterId of chapterIds) {
      const viaSnippets = await call("/api/v1/snippet/get-snippets", { token, body: { chapterId } });
      expect(viaSnippets.status).toBe(200);
      bodies.push(await viaSnippets.text());
    }
    for (const body of bodies) {
      expect(body).not.toContain('"within"');
      for (const sentence of sentences) expect(body).not.toContain(sentence.text.trim());
    }
  });
});
