// Offline downloads are premium only (issue 35 section 1): a free listener's allowance is metered per byte served.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FULL_AUDIO_PART } from "../../../worker/db/audio";
import { users } from "../../../worker/db/schema";
import { patternBytes, storeAudio } from "../support/audio";
import { createBook, createChapterWithSnippets, db, signedIn } from "../support/factories";
import { call, errorCode, json } from "../support/http";
import { withinOneRateWindow } from "../support/rate-window";
import type { BookDownload } from "../../../shared/contract";

async function bookWithAudio() {
  const book = await createBook();
  const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
  await storeAudio(book.bookId, chapterId, patternBytes(500));
  await storeAudio(book.bookId, FULL_AUDIO_PART, patternBytes(800));
  return { bookId: book.bookId, chapterId };
}

const download = (token: string | null, body: unknown) => call("/api/v1/audio/download", { token, body: body as object });

describe("offline download grants", () => {
  it("refuses anonymous callers (401) and free, expired and canceled-past-end listeners (403 PREMIUM_REQUIRED)", async () => {
    const { bookId } = await bookWithAudio();
    const anonymous = await download(null, { bookId });
    expect(anonymous.status).toBe(401);
    for (const persona of ["free", "expired"] as const) {
      const { token } = await signedIn(persona);
      const res = await download(token, { bookId });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("PREMIUM_REQUIRED");
    }
  });

  it("answers the envelope for bad input and unknown books, never a 500", async () => {
    const { token } = await signedIn("premium");
    for (const body of [{}, { bookId: "" }, { bookId: "x".repeat(201) }, { bookId: "b", extra: 1 }, { bookId: 7 }]) {
      const res = await download(token, body);
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
    const unknown = await download(token, { bookId: "no-such-book" });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe("NOT_FOUND");
    const silent = await createBook();
    const noAudio = await download(token, { bookId: silent.bookId });
    expect(noAudio.status).toBe(404);
  });

  it("stops serving a download's files once premium ends, even mid-download", async () => {
    const { bookId } = await bookWithAudio();
    const { user, token } = await signedIn("premium");
    const grant = await json<BookDownload>(await download(token, { bookId }));
    expect((await call(grant.parts[0]!.audioUrl)).status).toBe(200);
    await db()
      .update(users)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    for (const part of grant.parts) {
      const res = await call(part.audioUrl);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("INVALID_SIGNATURE");
    }
  });

  it("does not let a download link open another book's audio or another part", async () => {
    const mine = await bookWithAudio();
    const other = await bookWithAudio();
    const { token } = await signedIn("premium");
    const grant = await json<BookDownload>(await download(token, { bookId: mine.bookId }));
    const link = grant.parts[0]!.audioUrl;
    const swappedBook = link.replace(encodeURIComponent(mine.bookId), encodeURIComponent(other.bookId));
    const swappedPart = link.replace(`${encodeURIComponent(mine.chapterId)}.mp3`, `${FULL_AUDIO_PART}.mp3`);
    for (const url of [swappedBook, swappedPart]) expect((await call(url)).status).toBe(403);
  });

  it("grants at most 10 downloads a minute per reader, then 429 with the envelope", async () => {
    const { bookId } = await bookWithAudio();
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("premium");
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await download(token, { bookId })).status);
      return answers;
    });
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
