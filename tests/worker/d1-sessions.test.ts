import { describe, expect, it } from "vitest";
import { createBook, signedIn } from "./support/factories";
import { call, json } from "./support/http";

/** D1 sessions (decision 043): every answer carries a bookmark; sending it back reads your own writes. */
describe("D1 bookmarks", () => {
  it("round-trips: a write's bookmark makes the next read see it", async () => {
    const { token } = await signedIn("free");
    const book = await createBook();
    const write = await call("/api/v1/user/write-audio-history", {
      token,
      body: { audioHistory: { favorites: [book.bookId], [book.bookId]: 42 } },
    });
    expect(write.status).toBe(200);
    const bookmark = write.headers.get("X-D1-Bookmark");
    expect(bookmark).toMatch(/^[\w-]+$/);
    const read = await call("/api/v1/user/user-info", { method: "POST", token, headers: { "X-D1-Bookmark": bookmark! } });
    expect(read.status).toBe(200);
    expect((await json(read)).audio_history).toMatchObject({ favorites: [book.bookId], [book.bookId]: 42 });
    // The read's own bookmark is at least as new as the one it was given.
    expect(read.headers.get("X-D1-Bookmark")! >= bookmark!).toBe(true);
  });

  it("ignores a malformed bookmark instead of failing the request", async () => {
    const { token } = await signedIn("free");
    for (const bad of ["not a bookmark!", "x".repeat(500), "'; drop table users; --"]) {
      const res = await call("/api/v1/user/user-info", { method: "POST", token, headers: { "X-D1-Bookmark": bad } });
      expect(res.status).toBe(200);
    }
  });
});
