import { describe, expect, it } from "vitest";
import { call, errorCode } from "./support/http";
import { createChapterWithSnippets, signedIn } from "./support/factories";
import { bookWithSnippet, saveSentence, withAudio } from "./support/highlights";

const TEXT = "The impediment to action advances action.";

describe("a saved sentence's position: bad input", () => {
  it.each([
    ["a negative time", { part: "PART", seconds: -1 }],
    ["a time that is not a number", { part: "PART", seconds: "4" }],
    ["a time past a day", { part: "PART", seconds: 86_401 }],
    ["a time that is null", { part: "PART", seconds: null }],
    ["an empty part", { part: "", seconds: 1 }],
    ["a very long part", { part: "x".repeat(201), seconds: 1 }],
    ["an unknown field", { part: "PART", seconds: 1, chapterTitle: "x" }],
    ["no seconds", { part: "PART" }],
  ])("refuses %s with 400 and writes nothing", async (_label, raw) => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    const { token } = await signedIn("premium");
    const position = JSON.parse(JSON.stringify(raw).replace('"PART"', JSON.stringify(chapterId)));
    const res = await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: TEXT, position },
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    const list = await call("/api/v1/highlights", { token });
    expect(((await list.json()) as { highlights: unknown[] }).highlights).toEqual([]);
  });

  it("refuses a time past the end of the part's audio, and a part the book has no audio for", async () => {
    const { book, chapterId, snippetId } = await bookWithSnippet();
    await withAudio(book.bookId, chapterId, 30);
    const { token } = await signedIn("premium");
    const body = { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: TEXT };
    const late = await call("/api/v1/highlights", { token, body: { ...body, position: { part: chapterId, seconds: 30.5 } } });
    expect(late.status).toBe(400);
    const noFull = await call("/api/v1/highlights", { token, body: { ...body, position: { part: "full", seconds: 1 } } });
    expect(noFull.status).toBe(400);
    expect(await errorCode(noFull)).toBe("VALIDATION_FAILED");
  });

  it("refuses a chapter that does not speak the snippet", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const otherChapter = await createChapterWithSnippets(book.bookId, 1, ["<p>Another chapter.</p>"]);
    await withAudio(book.bookId, otherChapter, 30);
    const { token } = await signedIn("premium");
    const res = await saveSentence(token, { bookId: book.bookId, snippetId, part: otherChapter, text: TEXT });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });
});
