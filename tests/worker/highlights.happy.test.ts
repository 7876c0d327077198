import { describe, expect, it } from "vitest";
import type { ExportFile, Highlight } from "../../shared/contract";
import { call, json } from "./support/http";
import { signedIn } from "./support/factories";
import { bookWithSnippet } from "./support/highlights";

describe("highlights", () => {
  it("keeps a passage of a snippet with a note, cut from our own text, and lists it per book and in all", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    // A browser's selection across two paragraphs carries line breaks and spaces where the HTML has tags.
    const res = await call("/api/v1/highlights", {
      token,
      body: {
        bookId: book.bookId,
        sourceKind: "snippet",
        sourceId: snippetId,
        text: "advances action.\n\n  What stands",
        note: " Stoic core ",
      },
    });
    expect(res.status).toBe(200);
    const created = await json<Highlight>(res);
    expect(created).toMatchObject({
      book_id: book.bookId,
      book_title: book.title,
      text: "advances action. What stands",
      note: "Stoic core",
      source_label: "Chapter 1 · Snippet 1",
      location: "The impediment to action ".length,
    });

    const forBook = await json<{ highlights: Highlight[] }>(await call(`/api/v1/highlights?bookId=${book.bookId}`, { token }));
    expect(forBook.highlights.map((h) => h.id)).toEqual([created.id]);
    const all = await json<{ highlights: Highlight[] }>(await call("/api/v1/highlights", { token }));
    expect(all.highlights[0]).toEqual(forBook.highlights[0]);
  });

  it("highlights a summary, decoding nothing the reader did not see", async () => {
    const { book } = await bookWithSnippet();
    const { token } = await signedIn("premiumDomain");
    const res = await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "summary", sourceId: "medium", text: "line one. And a second" },
    });
    expect(res.status).toBe(200);
    expect(await json<Highlight>(res)).toMatchObject({
      source_label: "Medium summary",
      note: "",
      text: "line one. And a second",
    });
  });

  it("deletes at once, and an undo is the same highlight made again", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const body = { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "the way & the path", note: "n" };
    const created = await json<Highlight>(await call("/api/v1/highlights", { token, body }));
    const del = await call(`/api/v1/highlights/${created.id}`, { method: "DELETE", token });
    expect(await json(del)).toEqual({ id: created.id, deleted: true });
    expect(
      (await json<{ highlights: Highlight[] }>(await call(`/api/v1/highlights?bookId=${book.bookId}`, { token }))).highlights,
    ).toEqual([]);
    const again = await json<Highlight>(await call("/api/v1/highlights", { token, body }));
    expect(again).toMatchObject({ text: created.text, note: "n", location: created.location });
  });

  it("exports highlights, notes, favourites, history and the log as Markdown, JSON and a Readwise CSV", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    await call("/api/v1/highlights", {
      token,
      body: {
        bookId: book.bookId,
        sourceKind: "snippet",
        sourceId: snippetId,
        text: "What stands in the way",
        note: 'Say "yes", then act',
      },
    });
    await call("/api/v1/user/favorites", { token, body: { bookId: book.bookId } });

    const md = await json<ExportFile>(await call("/api/v1/export?format=markdown", { token }));
    expect(md.contentType).toMatch(/^text\/markdown/);
    expect(md.filename).toMatch(/^chapterly-export-\d{4}-\d{2}-\d{2}\.md$/);
    expect(md.content).toContain("## Highlights");
    expect(md.content).toContain("> What stands in the way");
    expect(md.content).toContain('Note: Say "yes", then act');
    expect(md.content).toContain("## Favourites");
    expect(md.content).toContain("## Listening history");

    const file = await json<ExportFile>(await call("/api/v1/export?format=json", { token }));
    const data = JSON.parse(file.content) as Record<string, unknown[]>;
    expect(Object.keys(data)).toEqual(["exported_at", "account", "highlights", "notes", "favourites", "history", "listeningLog"]);
    expect(data.highlights).toHaveLength(1);
    expect(data.notes).toHaveLength(1);
    expect(data.favourites).toHaveLength(1);

    const csv = await json<ExportFile>(await call("/api/v1/export?format=csv", { token }));
    const [header, row] = csv.content.split("\r\n");
    expect(header).toBe("Highlight,Title,Author,URL,Note,Location,Date");
    expect(row).toContain(`What stands in the way,${book.title},Test Author,`);
    expect(row).toContain(`/book/${book.bookId},"Say ""yes"", then act",`);
    expect(row).toMatch(/,\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe("highlights saved offline", () => {
  it("keeps one highlight when the same save (its device id) arrives twice", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const clientId = crypto.randomUUID();
    const body = { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "What stands", clientId };
    const first = await call("/api/v1/highlights", { token, body });
    const again = await call("/api/v1/highlights", { token, body });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await json<Highlight>(first)).id).toBe(clientId);
    expect((await json<Highlight>(again)).id).toBe(clientId);
    const list = await json<{ highlights: Highlight[] }>(await call(`/api/v1/highlights?bookId=${book.bookId}`, { token }));
    expect(list.highlights.map((h) => h.id)).toEqual([clientId]);
  });
});
