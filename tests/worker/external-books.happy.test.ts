import { describe, expect, it } from "vitest";
import { call, json } from "./support/http";
import { signedIn } from "./support/factories";
import type { Book } from "../../shared/contract";

describe("external books", () => {
  const external = (id: string) => ({
    book_id: id,
    title: "An External Book",
    authors: ["Ext Author"],
    isbn: ["9781234567897"],
    publisher: "Unknown Publisher",
    year: "Unknown",
    edition: "1st",
    topic: "General",
    pages: "0",
    cover_image_base64: "https://books.example.test/cover.jpg",
    download_link: "https://books.example.test/info",
    translate_language: "en-US",
    language: "en",
  });

  it("adds a Google Books volume as the catalogue describes it and answers its book_id every time", async () => {
    // The worker tests run with GOOGLE_BOOKS_LOOKUP_URL = "offline": the bundled volumes answer.
    const id = "google_chapterlyGB01";
    const { token } = await signedIn("free");
    const first = await call("/api/v1/library/add-external-book", { token, body: external(id) });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ book_id: id });
    const again = await call("/api/v1/library/add-external-book", { token, body: { ...external(id), title: "Changed" } });
    expect(await json(again)).toEqual({ book_id: id });
    const [book] = await json<Book[]>(await call(`/api/v1/library/book-by-id/${id}`));
    expect(book).toMatchObject({
      title: "Frankenstein",
      authors: ["Mary Shelley"],
      isExternal: true,
      download_link: "https://books.google.com/books?id=chapterlyGB01",
    });
    expect(book!.date_of_summary).toBeNull();
  });

  it("adds an Open Library work from the catalogue, and answers 404 for an id the catalogue does not know", async () => {
    const { env } = await import("cloudflare:workers");
    const before = env.OPEN_LIBRARY_BASE_URL;
    (env as any).OPEN_LIBRARY_BASE_URL = "offline";
    try {
      const { token } = await signedIn("free");
      const res = await call("/api/v1/library/add-external-book", { token, body: external("ol_OL15328W") });
      expect(await json(res)).toEqual({ book_id: "ol_OL15328W" });
      const [book] = await json<Book[]>(await call("/api/v1/library/book-by-id/ol_OL15328W"));
      expect(book).toMatchObject({
        title: "Utopia",
        authors: ["Thomas More"],
        download_link: "https://openlibrary.org/works/OL15328W",
      });
      const unknown = await call("/api/v1/library/add-external-book", { token, body: external("ol_OL999999999W") });
      expect(unknown.status).toBe(404);
    } finally {
      (env as any).OPEN_LIBRARY_BASE_URL = before;
    }
  });

  it("searches the external catalog offline when configured so", async () => {
    const { env } = await import("cloudflare:workers");
    const before = env.OPEN_LIBRARY_BASE_URL;
    (env as any).OPEN_LIBRARY_BASE_URL = "offline";
    try {
      const res = await call("/api/v1/library/lg/books-by-term/pride+prejudice");
      expect(res.status).toBe(200);
      const [book] = await json<Book[]>(res);
      expect(book).toMatchObject({
        title: "Pride and Prejudice",
        isExternal: true,
        download_link: expect.stringContaining("openlibrary.org"),
      });
    } finally {
      (env as any).OPEN_LIBRARY_BASE_URL = before;
    }
  });
});
