import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { processingJobs } from "../../worker/db/schema";
import { createBook, db, signedIn, uniqueId } from "./support/factories";
import { call, json } from "./support/http";

const bookById = async (id: string, token?: string) =>
  (
    await json<{ book_id: string; audio: boolean; audio_pending: boolean }[]>(
      await call(`/api/v1/library/book-by-id/${id}`, { token }),
    )
  )[0]!;

describe("book-by-id says when the audio is on the way (issue 18)", () => {
  it("audio_pending follows the book's queued or running audio job, also through the edge cache", async () => {
    const book = await createBook({ audio: false });
    expect((await bookById(book.bookId)).audio_pending).toBe(false);

    const jobId = uniqueId("job");
    await db().insert(processingJobs).values({ id: jobId, bookId: book.bookId, kind: "audio", status: "queued" });
    expect(await bookById(book.bookId)).toMatchObject({ audio: false, audio_pending: true });
    await db().update(processingJobs).set({ status: "running" }).where(eq(processingJobs.id, jobId));
    expect((await bookById(book.bookId)).audio_pending).toBe(true);
    const { token } = await signedIn("admin");
    expect((await bookById(book.bookId, token)).audio_pending).toBe(true);

    await db().update(processingJobs).set({ status: "failed" }).where(eq(processingJobs.id, jobId));
    expect((await bookById(book.bookId)).audio_pending).toBe(false);
  });

  it("is false for a book that has its audio, whatever jobs exist", async () => {
    const book = await createBook({ audio: true });
    await db()
      .insert(processingJobs)
      .values({ id: uniqueId("job"), bookId: book.bookId, kind: "audio", status: "running" });
    expect(await bookById(book.bookId)).toMatchObject({ audio: true, audio_pending: false });
  });
});
