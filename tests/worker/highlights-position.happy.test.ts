import { describe, expect, it } from "vitest";
import type { Highlight } from "../../shared/contract";
import { call, json } from "./support/http";
import { signedIn } from "./support/factories";
import { bookWithSnippet, withAudio } from "./support/highlights";

/** Issue 34 item 3: "Save this sentence" keeps where the sentence is spoken (docs/decisions/160). */
describe("a highlight saved while listening", () => {
  it("keeps its place in the chapter's or the full book's audio and lists it with the highlight", async () => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    await withAudio(book.bookId, "full", 30);
    const { token } = await signedIn("premium");
    const base = { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId };
    const inChapter = await json<Highlight>(
      await call("/api/v1/highlights", {
        token,
        body: {
          ...base,
          text: "What stands in the way becomes the way & the path.",
          position: { part: chapterId, seconds: 4.25 },
        },
      }),
    );
    expect(inChapter.position).toEqual({ part: chapterId, seconds: 4.25 });
    const inFull = await json<Highlight>(
      await call("/api/v1/highlights", {
        token,
        body: { ...base, text: "The impediment to action advances action.", position: { part: "full", seconds: 0 } },
      }),
    );
    expect(inFull.position).toEqual({ part: "full", seconds: 0 });

    const list = await json<{ highlights: Highlight[] }>(await call(`/api/v1/highlights?bookId=${book.bookId}`, { token }));
    expect(list.highlights.map((h) => [h.id, h.position])).toEqual([
      [inFull.id, { part: "full", seconds: 0 }],
      [inChapter.id, { part: chapterId, seconds: 4.25 }],
    ]);
  });

  it("a highlight made by selecting text has no position", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const created = await json<Highlight>(
      await call("/api/v1/highlights", {
        token,
        body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "advances action" },
      }),
    );
    expect(created.position).toBeNull();
  });
});
