// Offline downloads (issue 35 section 1): what a premium reader's device is granted to keep a book offline.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cuesKey, FULL_AUDIO_PART } from "../../worker/db/audio";
import { patternBytes, storeAudio } from "./support/audio";
import { createBook, createChapterWithSnippets, signedIn } from "./support/factories";
import { call, json } from "./support/http";
import type { BookDownload } from "../../shared/contract";

async function bookWithAudio() {
  const book = await createBook();
  const first = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>Two.</p>"]);
  await storeAudio(book.bookId, second, patternBytes(300), 20);
  await storeAudio(book.bookId, first, patternBytes(500), 30);
  await storeAudio(book.bookId, FULL_AUDIO_PART, patternBytes(800), 50);
  await env.AUDIO.put(cuesKey(book.bookId, first), "WEBVTT\n\n");
  return { bookId: book.bookId, first, second };
}

describe("POST /api/v1/audio/download", () => {
  it("lists a premium reader's book: chapters in reading order, then the full audio, with sizes and cues where they exist", async () => {
    const { bookId, first, second } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await call("/api/v1/audio/download", { token, body: { bookId } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const download = await json<BookDownload>(res);
    expect(download.bookId).toBe(bookId);
    expect(download.parts.map((p) => [p.part, p.chapterId, p.bytes, p.durationSeconds])).toEqual([
      [first, first, 500, 30],
      [second, second, 300, 20],
      [FULL_AUDIO_PART, null, 800, 50],
    ]);
    expect(download.parts.map((p) => p.cuesUrl)).toEqual([
      `/api/v1/audio/cues/${encodeURIComponent(bookId)}/${encodeURIComponent(first)}.vtt`,
      null,
      null,
    ]);
  });

  it("gives links that fetch each whole file, byte for byte, and the cues", async () => {
    const { bookId } = await bookWithAudio();
    const { token } = await signedIn("premiumDomain");
    const download = await json<BookDownload>(await call("/api/v1/audio/download", { token, body: { bookId } }));
    for (const part of download.parts) {
      const audio = await call(part.audioUrl);
      expect(audio.status).toBe(200);
      expect(new Uint8Array(await audio.arrayBuffer())).toEqual(patternBytes(part.bytes));
    }
    const cues = await call(download.parts[0]!.cuesUrl!, { token });
    expect(cues.status).toBe(200);
    expect(await cues.text()).toBe("WEBVTT\n\n");
  });
});
