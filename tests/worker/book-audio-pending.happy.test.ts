import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { processingJobs } from "../../worker/db/schema";
import { libraryChanged, libraryVersion } from "../../worker/lib/library-version";
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
    // The worker's job writers turn the library version over (decision 031): the routes that queue a job, the queue.
    await libraryChanged(env);
    expect(await bookById(book.bookId)).toMatchObject({ audio: false, audio_pending: true });
    await db().update(processingJobs).set({ status: "running" }).where(eq(processingJobs.id, jobId));
    expect((await bookById(book.bookId)).audio_pending).toBe(true);
    const { token } = await signedIn("admin");
    expect((await bookById(book.bookId, token)).audio_pending).toBe(true);

    await db().update(processingJobs).set({ status: "failed" }).where(eq(processingJobs.id, jobId));
    await libraryChanged(env);
    expect((await bookById(book.bookId)).audio_pending).toBe(false);
  });

  it("queuing a book's audio turns the library version over, so its cached page says the audio is on the way", async () => {
    const book = await createBook({ audio: false });
    expect((await bookById(book.bookId)).audio_pending).toBe(false);
    const before = await libraryVersion(env);
    const { token } = await signedIn("admin");
    expect((await call("/api/v1/audio/gen-book-audio", { token, body: { bookId: book.bookId } })).status).toBe(202);
    expect(await libraryVersion(env)).not.toBe(before);
  });

  it("is false for a book that has its audio, whatever jobs exist", async () => {
    const book = await createBook({ audio: true });
    await db()
      .insert(processingJobs)
      .values({ id: uniqueId("job"), bookId: book.bookId, kind: "audio", status: "running" });
    expect(await bookById(book.bookId)).toMatchObject({ audio: true, audio_pending: false });
  });
});
