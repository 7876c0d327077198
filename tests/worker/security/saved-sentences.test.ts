import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MAX_HIGHLIGHTS_PER_USER } from "../../../worker/db/highlights";
import { errorCode } from "../support/http";
import { createBook, createChapterWithSnippets, db, signedIn } from "../support/factories";
import { bookWithSnippet, saveSentence, withAudio } from "../support/highlights";
import { withinOneRateWindow } from "../support/rate-window";

const TEXT = "The impediment to action advances action.";

/** "Save this sentence" (issue 34 item 3) goes through the highlights API: its role check, cap and rate limit. */
describe("saved sentences: attacks", () => {
  it.each(["free", "expired"] as const)("a %s reader cannot save a sentence with a position", async (persona) => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    const { token } = await signedIn(persona);
    const res = await saveSentence(token, { bookId: book.bookId, snippetId, part: chapterId, text: TEXT });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("PREMIUM_REQUIRED");
  });

  it("another book's audio is not a place for this book's sentence", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const other = await createBook();
    const otherChapter = await createChapterWithSnippets(other.bookId, 0, ["<p>Elsewhere.</p>"]);
    await withAudio(other.bookId, otherChapter, 30);
    await withAudio(other.bookId, "full", 30);
    const { token } = await signedIn("premium");
    for (const part of [otherChapter, "full"]) {
      const res = await saveSentence(token, { bookId: book.bookId, snippetId, part, text: TEXT });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
  });

  it("counts against the highlight cap like any highlight", async () => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    const { user, token } = await signedIn("premium");
    await db().run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MAX_HIGHLIGHTS_PER_USER})
      insert into highlights (id, user_id, book_id, source_kind, source_id, text, note, location)
      select 'cap-' || ${user.id} || '-' || i, ${user.id}, ${book.bookId}, 'snippet', ${snippetId}, 'advances', '', 0 from n`);
    const res = await saveSentence(token, { bookId: book.bookId, snippetId, part: chapterId, text: TEXT });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe("CONFLICT");
  });

  it("saves at most 30 highlights a minute per reader, then 429 with Retry-After", async () => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    const responses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("premium");
      const all: Response[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await saveSentence(token, { bookId: book.bookId, snippetId, part: chapterId, seconds: 0, text: TEXT });
        all.push(res);
        if (i < 30) await res.arrayBuffer();
      }
      return all;
    });
    expect(responses.map((r) => r.status)).toEqual([...Array(30).fill(200), 429]);
    expect(responses[30]!.headers.get("Retry-After")).toBe("60");
    expect(await errorCode(responses[30]!)).toBe("RATE_LIMITED");
  }, 60_000);
});
