import { describe, expect, it } from "vitest";
import { FULL_AUDIO_PART } from "../../worker/db/audio";
import { parseRange } from "../../worker/lib/http-range";
import { concatMp3, mp3DurationSeconds, mp3Frames } from "../../worker/lib/mp3";
import { createWorkersAiSynthesizer, splitForSpeech } from "../../worker/services/speech/workers-ai";
import { patternBytes, storeAudio } from "./support/audio";
import { createBook, createChapterWithSnippets, signedIn } from "./support/factories";
import { BASE, call, errorCode, json } from "./support/http";

async function audioUrl(token: string, body: Record<string, unknown>) {
  const res = await call("/api/v1/audio/get-audio", { token, body });
  expect(res.status).toBe(200);
  return (await json<{ audioUrl: string }>(res)).audioUrl;
}

/** Fetches a stream link as a browser's <audio> element would: no Authorization header. */
const fetchStream = (url: string, headers: Record<string, string> = {}) => call(url.replace(BASE, ""), { headers });

async function bookWithAudio(size = 1000) {
  const book = await createBook();
  const first = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>Two.</p>"]);
  await storeAudio(book.bookId, first, patternBytes(size));
  await storeAudio(book.bookId, second, patternBytes(size).reverse());
  await storeAudio(book.bookId, FULL_AUDIO_PART, patternBytes(size * 2));
  return { book, first, second, size };
}

describe("POST /audio/get-audio", () => {
  it("answers a signed stream link for a chapter, the first chapter, or the full book", async () => {
    const { book, first, second, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const chapterUrl = await audioUrl(token, { bookId: book.bookId, chapterId: second });
    expect(chapterUrl).toMatch(new RegExp(`^/api/v1/audio/stream/${book.bookId}/${second}\\.mp3\\?token=`));
    expect(new Uint8Array(await (await fetchStream(chapterUrl)).arrayBuffer())).toEqual(patternBytes(size).reverse());

    const defaultUrl = await audioUrl(token, { bookId: book.bookId });
    expect(defaultUrl).toContain(`/${first}.mp3?`);

    const fullUrl = await audioUrl(token, { bookId: book.bookId, fullAudio: true });
    const full = await fetchStream(fullUrl);
    expect(full.status).toBe(200);
    expect((await full.arrayBuffer()).byteLength).toBe(size * 2);
  });

  it("serves the full audio under the spec's fullaudio_{id} path with a full-book link", async () => {
    const { book, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const fullUrl = await audioUrl(token, { bookId: book.bookId, fullAudio: true });
    const res = await fetchStream(fullUrl.replace(book.bookId, `fullaudio_${book.bookId}`));
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(size * 2);
  });

  it.each(["premium", "free"] as const)(
    "plays the full audio for a %s listener at the spec's fallback address derived from a chapter's link (spec 4 and 8)",
    async (persona) => {
      const { book, second, size } = await bookWithAudio();
      const { token } = await signedIn(persona);
      const chapterUrl = await audioUrl(token, { bookId: book.bookId, chapterId: second });
      // The player's derivation: the book id in the chapter's address becomes fullaudio_{id}.
      const derived = chapterUrl.replace(book.bookId, `fullaudio_${book.bookId}`);
      expect(derived).toMatch(new RegExp(`/stream/fullaudio_${book.bookId}/${second}\\.mp3\\?token=`));
      if (persona === "premium") {
        const whole = await fetchStream(derived);
        expect(whole.status).toBe(200);
        expect(new Uint8Array(await whole.arrayBuffer())).toEqual(patternBytes(size * 2));
      }
      const ranged = await fetchStream(derived, { Range: "bytes=1500-1599" });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toBe(`bytes 1500-1599/${size * 2}`);
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(patternBytes(size * 2).slice(1500, 1600));
    },
  );

  it("prices a free listener's fallback stream by the full audio's own duration, not the chapter's", async () => {
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
    await storeAudio(book.bookId, chapterId, patternBytes(1000), 60);
    await storeAudio(book.bookId, FULL_AUDIO_PART, patternBytes(6000), 600);
    const { token } = await signedIn("free");
    const chapterUrl = await audioUrl(token, { bookId: book.bookId, chapterId });
    const res = await fetchStream(chapterUrl.replace(book.bookId, `fullaudio_${book.bookId}`));
    // One answer carries 20 s of audio: 200 bytes of the 600 s full audio (the chapter's 60 s would have made it 2,000).
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 0-199/6000");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(patternBytes(6000).slice(0, 200));
  });

  it("answers 404 when the book has no audio, NO_FULL_AUDIO when it has no full-book audio", async () => {
    const book = await createBook();
    const { token } = await signedIn("premium");
    for (const body of [{ bookId: book.bookId }, { bookId: "no-such-book" }]) {
      const res = await call("/api/v1/audio/get-audio", { token, body });
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe("NOT_FOUND");
    }
    const res = await call("/api/v1/audio/get-audio", { token, body: { bookId: book.bookId, fullAudio: true } });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({
      error: { code: "NO_FULL_AUDIO", message: "This book has no full-book audio yet." },
    });
  });

  it("answers the fallback address of a book without full-book audio with 404 NO_FULL_AUDIO", async () => {
    const book = await createBook();
    const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
    await storeAudio(book.bookId, chapterId, patternBytes(500));
    for (const persona of ["premium", "free"] as const) {
      const { token } = await signedIn(persona);
      const chapterUrl = await audioUrl(token, { bookId: book.bookId, chapterId });
      const res = await fetchStream(chapterUrl.replace(book.bookId, `fullaudio_${book.bookId}`), { Range: "bytes=0-0" });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({
        error: { code: "NO_FULL_AUDIO", message: "This book has no full-book audio yet." },
      });
    }
  });
});

describe("GET /audio/stream", () => {
  it("serves the whole object with the audio headers", async () => {
    const { book, first, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await fetchStream(await audioUrl(token, { bookId: book.bookId, chapterId: first }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(res.headers.get("content-length")).toBe(String(size));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(patternBytes(size));
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-199", 100, 199],
    ["bytes=900-", 900, 999],
    ["bytes=950-5000", 950, 999],
    ["bytes=-100", 900, 999],
    ["bytes=-5000", 0, 999],
  ])("answers %s with 206 and the right Content-Range", async (range, start, end) => {
    const { book, first, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await fetchStream(await audioUrl(token, { bookId: book.bookId, chapterId: first }), { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(patternBytes(size).slice(start, end + 1));
  });

  it.each(["bytes=1000-", "bytes=5000-6000", "bytes=-0"])("answers %s with 416 RANGE_NOT_SATISFIABLE", async (range) => {
    const { book, first, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await fetchStream(await audioUrl(token, { bookId: book.bookId, chapterId: first }), { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
    expect((await json(res)).error.code).toBe("RANGE_NOT_SATISFIABLE");
  });

  it("serves the whole object for a range it does not understand", async () => {
    const { book, first, size } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await fetchStream(await audioUrl(token, { bookId: book.bookId, chapterId: first }), { Range: "items=0-5" });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(size);
  });

  it("answers 304 for a matching If-None-Match", async () => {
    const { book, first } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const url = await audioUrl(token, { bookId: book.bookId, chapterId: first });
    const etag = (await fetchStream(url)).headers.get("etag")!;
    const res = await fetchStream(url, { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect((await fetchStream(url, { "If-None-Match": '"other"' })).status).toBe(200);
  });
});

describe("GET /audio/stream for a free listener", () => {
  it("answers at most 20 s of audio per request, and following the ranges plays the whole file", async () => {
    const { book, first, size } = await bookWithAudio(3000); // 3,000 bytes for 60 s: 1,000 bytes per 20 s
    const { token } = await signedIn("free");
    const url = await audioUrl(token, { bookId: book.bookId, chapterId: first });
    const parts: Uint8Array[] = [];
    let next = 0;
    while (next < size) {
      const res = await fetchStream(url, { Range: `bytes=${next}-` });
      expect(res.status).toBe(206);
      expect(res.headers.get("Content-Range")).toBe(`bytes ${next}-${Math.min(size, next + 1000) - 1}/${size}`);
      parts.push(new Uint8Array(await res.arrayBuffer()));
      next += parts.at(-1)!.byteLength;
    }
    expect(parts).toHaveLength(3);
    expect(new Uint8Array(parts.flatMap((p) => [...p]))).toEqual(patternBytes(size));
    // Without a Range header the first answer is a 206 for the first step, so players keep asking.
    const whole = await fetchStream(url);
    expect(whole.status).toBe(206);
    expect(whole.headers.get("Content-Range")).toBe(`bytes 0-999/${size}`);
  });
});

describe("speech adapters and MP3 helpers", () => {
  // One 32 kbps, 16 kHz MPEG-2 Layer III frame: 576 samples, 144 bytes.
  const frame = (fill: number) => {
    const bytes = new Uint8Array(144).fill(fill);
    bytes.set([0xff, 0xf3, 0x48, 0xc4]);
    return bytes;
  };
  const mp3Of = (frames: number, fill = 1) => concatMp3(Array.from({ length: frames }, () => frame(fill)));

  it("measures MP3 duration from the frames and skips ID3 tags when joining", () => {
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    const tagged = new Uint8Array([...id3, ...mp3Of(100)]);
    expect(mp3Frames(tagged)).toHaveLength(100);
    expect(mp3DurationSeconds(tagged)).toBeCloseTo(3.6, 5);
    const joined = concatMp3([tagged, mp3Of(50, 2)]);
    expect(joined.byteLength).toBe(150 * 144);
    expect(mp3DurationSeconds(joined)).toBeCloseTo(5.4, 5);
  });

  it("uses the configured Workers AI model, paragraph by paragraph, and joins the MP3s", async () => {
    const calls: { model: string; prompt: string }[] = [];
    const ai = {
      async run(model: string, inputs: { prompt: string }) {
        calls.push({ model, prompt: inputs.prompt });
        return { audio: btoa(String.fromCharCode(...mp3Of(10))) };
      },
    };
    const synth = createWorkersAiSynthesizer(ai, "@cf/test/tts");
    const result = await synth.synthesize("First paragraph.\n\nSecond paragraph.");
    expect(synth.name).toBe("workers-ai:@cf/test/tts");
    expect(calls).toEqual([
      { model: "@cf/test/tts", prompt: "First paragraph." },
      { model: "@cf/test/tts", prompt: "Second paragraph." },
    ]);
    expect(result.contentType).toBe("audio/mpeg");
    expect(result.durationSeconds).toBeCloseTo(20 * 0.036, 5);
  });

  it("fails clearly when Workers AI answers without audio", async () => {
    const synth = createWorkersAiSynthesizer({ run: async () => ({}) });
    await expect(synth.synthesize("Hello.")).rejects.toThrow(/returned no audio/);
  });

  it("splits long text into bounded requests", () => {
    const long = Array.from({ length: 100 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    const parts = splitForSpeech(long, 200);
    expect(parts.every((p) => p.length <= 200)).toBe(true);
    expect(parts.join(" ")).toBe(long);
  });
});

describe("Range header parsing", () => {
  it.each([
    [null, { kind: "full" }],
    ["bytes=0-9", { kind: "partial", offset: 0, length: 10 }],
    ["bytes=90-", { kind: "partial", offset: 90, length: 10 }],
    ["bytes=-10", { kind: "partial", offset: 90, length: 10 }],
    ["bytes=-500", { kind: "partial", offset: 0, length: 100 }],
    ["bytes=50-500", { kind: "partial", offset: 50, length: 50 }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=9-3", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["pages=1-2", { kind: "full" }],
  ])("%s of 100 bytes", (header, result) => {
    expect(parseRange(header, 100)).toEqual(result);
  });
});
