import { describe, expect, it } from "vitest";
import { call, errorCode } from "./support/http";
import { signedIn } from "./support/factories";
import { bookWithSnippet } from "./support/highlights";

describe("highlight input", () => {
  it.each([
    ["an empty passage", { text: "   " }],
    ["a passage over 2000 characters", { text: "a".repeat(2001) }],
    ["a note over 2000 characters", { note: "n".repeat(2001) }],
    ["an unknown source kind", { sourceKind: "chapter" }],
    ["a summary length that does not exist", { sourceKind: "summary", sourceId: "huge" }],
    ["an unknown field", { location: 3 }],
    ["a passage that is not in the snippet", { text: "advances inaction" }],
    ["a passage from another source (the summary) sent as the snippet", { text: "Medium summary line one" }],
  ])("refuses %s with 400 and stores nothing", async (_label, change) => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const res = await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "advances action", ...change },
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    const list = (await (await call("/api/v1/highlights", { token })).json()) as { highlights: unknown[] };
    expect(list.highlights).toEqual([]);
  });

  it("answers 404 for a book or a snippet that does not exist, or a snippet of another book", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const other = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const send = (bookId: string, sourceId: string) =>
      call("/api/v1/highlights", { token, body: { bookId, sourceKind: "snippet", sourceId, text: "advances action" } });
    expect((await send("no-such-book", snippetId)).status).toBe(404);
    expect((await send(book.bookId, "no-such-snippet")).status).toBe(404);
    expect((await send(book.bookId, other.snippetId)).status).toBe(404);
    // The placeholders stand for premium content and hold nothing to highlight.
    expect((await send(book.bookId, "placeholder-1")).status).toBe(404);
  });

  it("refuses an export format it does not know", async () => {
    const { token } = await signedIn("premium");
    const res = await call("/api/v1/export?format=pdf", { token });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });
});
