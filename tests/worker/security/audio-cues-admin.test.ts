// The cues jobs (decision 170) speak and write storage: only admins start them, checked on the server, and an admin's
// own starts are rate-limited.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../../scripts/lib/fixture-speech";
import { cuesKey, FULL_AUDIO_PART } from "../../../worker/db/audio";
import { listBookJobs } from "../../../worker/db/jobs";
import { generateBookAudioWith } from "../../../worker/jobs/book-audio";
import { createBook, createChapterWithSnippets, db, signedIn } from "../support/factories";
import { call, errorCode } from "../support/http";
import { withinOneRateWindow } from "../support/rate-window";

async function bookWithoutFullCues() {
  const book = await createBook();
  await createChapterWithSnippets(book.bookId, 0, ["<p>Only admins start this.</p>"]);
  await generateBookAudioWith({ db: db(), bucket: env.AUDIO, synthesizer: async () => createFixtureSynthesizer() }, book.bookId);
  await env.AUDIO.delete(cuesKey(book.bookId, FULL_AUDIO_PART));
  return book.bookId;
}

describe("cues jobs: who may start them", () => {
  it("refuses anonymous callers, free and premium readers, and starts no job for them", async () => {
    const bookId = await bookWithoutFullCues();
    const routes = [
      { path: "/api/v1/audio/gen-book-cues", body: { bookId } },
      { path: "/api/v1/audio/gen-book-cues/bulk", body: {} },
    ];
    for (const { path, body } of routes) {
      const anonymous = await call(path, { body });
      expect(anonymous.status).toBe(401);
      expect(await errorCode(anonymous)).toBe("UNAUTHORIZED");
      for (const persona of ["free", "premium", "premiumDomain"] as const) {
        const res = await call(path, { token: (await signedIn(persona)).token, body });
        expect(res.status, `${persona} ${path}`).toBe(403);
        expect(await errorCode(res)).toBe("FORBIDDEN");
      }
    }
    expect(await listBookJobs(db(), bookId)).toEqual([]);
    expect(await env.AUDIO.head(cuesKey(bookId, FULL_AUDIO_PART))).toBeNull();
  });

  it("limits an admin to 20 starts a minute, then answers 429 with Retry-After", async () => {
    const book = await createBook();
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("admin");
      const statuses: number[] = [];
      // A book without audio: each start is a cheap 409, and still counts.
      for (let i = 0; i < 21; i++) {
        const res = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId: book.bookId } });
        statuses.push(res.status);
        if (i === 20) {
          expect(res.headers.get("Retry-After")).toBe("60");
          expect(await errorCode(res)).toBe("RATE_LIMITED");
        } else await res.arrayBuffer();
      }
      return statuses;
    });
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
