// Sentence cues carry the summary's text, so they follow the snippet rule: premium access, checked on the server.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../../scripts/lib/fixture-speech";
import { generateBookAudioWith } from "../../../worker/jobs/book-audio";
import { createBook, createChapterWithSnippets, db, signedIn } from "../support/factories";
import { call, errorCode } from "../support/http";

const SECRET = "The premium sentence nobody free may read.";

describe("sentence cues: who may read them", () => {
  it("keeps the text from anonymous and free callers, and from expired subscribers", async () => {
    const book = await createBook();
    const chapter = await createChapterWithSnippets(book.bookId, 0, [`<p>${SECRET}</p>`]);
    await generateBookAudioWith(
      { db: db(), bucket: env.AUDIO, synthesizer: async () => createFixtureSynthesizer() },
      book.bookId,
    );
    const path = `/api/v1/audio/cues/${book.bookId}/${chapter}.vtt`;

    const anonymous = await call(path);
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("UNAUTHORIZED");

    for (const persona of ["free", "expired"] as const) {
      const res = await call(path, { token: (await signedIn(persona)).token });
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).not.toContain("premium sentence");
      expect(JSON.parse(body)).toMatchObject({ error: { code: "PREMIUM_REQUIRED" } });
    }

    const premium = await call(path, { token: (await signedIn("premiumDomain")).token });
    expect(premium.status).toBe(200);
    expect(await premium.text()).toContain(SECRET);
  });

  it("never reads outside the cues: encoded slashes and dots in the path are one missing key", async () => {
    const { token } = await signedIn("premium");
    for (const path of ["..%2F..%2Faudio%2Fx/full.vtt", "b/..%2Ffull.vtt", "b/%2E%2E.vtt", `b/${"x".repeat(300)}.vtt`]) {
      const res = await call(`/api/v1/audio/cues/${path}`, { token });
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe("NOT_FOUND");
    }
  });
});
