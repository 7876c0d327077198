import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { audioKey, cuesKey, FULL_AUDIO_PART } from "../../worker/db/audio";
import { demoBooksNeedingSpeech } from "../../worker/jobs/demo-audio";
import { audioObjects, books, processingJobs } from "../../worker/db/schema";
import { demoAudioJobId, markDemoAudioPending } from "../../worker/db/demo-audio";
import { createBook, createChapterWithSnippets, db } from "./support/factories";
import { call, errorCode, json } from "./support/http";

/**
 * `npm run dev`'s demo audio goes through the dev server's worker (docs/decisions/094-one-writer-for-local-state.md):
 * the speech comes from a helper on this machine, the worker writes the audio and its rows.
 */

const HELPER = "http://127.0.0.1:47123/speak";
/** The run's secret as vitest.worker.config.ts gives it to the worker (scripts/dev.mjs makes a new one per run). */
const SECRET = "demo-audio-secret-of-this-run";

const demoAudio = (body: Record<string, unknown>, secret: string | null = SECRET) =>
  call("/api/v1/dev/demo-audio", { body, headers: secret === null ? {} : { "x-demo-audio-secret": secret } });

/** `frames` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes, 26 ms each). */
function mp3(frames: number): Uint8Array {
  const bytes = new Uint8Array(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x00], i * 417);
  return bytes;
}

/** The speech helper, answering `answer` for every text; answers the texts it was asked to speak. */
function fakeHelper(answer: () => Response) {
  const spoken: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("http://127.0.0.1:47123/")) return realFetch(input, init);
    spoken.push(await request.text());
    return answer();
  });
  return spoken;
}

const speech = () => new Response(mp3(40), { headers: { "content-type": "audio/mpeg", "x-speech-synthesizer": "flite:test" } });

async function demoBook() {
  const book = await createBook({ audio: false, fullAudio: false });
  const first = await createChapterWithSnippets(book.bookId, 0, ["<p>The first chapter is short.</p>"]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>So is the second one.</p>"]);
  await markDemoAudioPending(db(), [book.bookId]);
  return { bookId: book.bookId, first, second };
}

const jobOf = async (bookId: string) =>
  (
    await db()
      .select()
      .from(processingJobs)
      .where(eq(processingJobs.id, demoAudioJobId(bookId)))
  )[0]!;
const bookRow = async (bookId: string) => (await db().select().from(books).where(eq(books.bookId, bookId)))[0]!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/v1/dev/demo-audio", () => {
  it("speaks each chapter through the helper, stores chapter and full-book audio, and finishes the book's demo job", async () => {
    const { bookId, first, second } = await demoBook();
    expect((await jobOf(bookId)).status).toBe("queued");
    const spoken = fakeHelper(speech);

    const res = await demoAudio({ bookId, speechUrl: HELPER });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ bookId, status: "done", generated: [first, second, FULL_AUDIO_PART] });
    // Sentence by sentence, so each part gets exact cues (docs/decisions/046-sentence-cues.md).
    expect(spoken).toHaveLength(6);
    expect(spoken.slice(0, 3)).toEqual(["Chapter 1.", "Snippet 1.", "The first chapter is short."]);

    const book = await bookRow(bookId);
    expect(book.fullAudio).toBe(true);
    expect(book.fullAudioSource).toBe("flite:test");
    const rows = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
    expect(rows.map((r) => r.part).sort()).toEqual([first, second, FULL_AUDIO_PART].sort());
    const full = await env.AUDIO.get(audioKey(bookId, FULL_AUDIO_PART));
    expect((await full!.arrayBuffer()).byteLength).toBe(6 * 40 * 417);
    expect(await jobOf(bookId)).toMatchObject({ status: "done", progress: 100 });

    // Run twice (dev restarted): the book is ready, nothing is spoken again.
    const again = await demoAudio({ bookId, speechUrl: HELPER });
    expect(await json(again)).toEqual({ bookId, status: "ready", generated: [] });
    expect(spoken).toHaveLength(6);
  });

  it("gives cues to a demo book whose audio was stored before cues: the full-book part's are derived, not spoken", async () => {
    const { bookId, first, second } = await demoBook();
    const spoken = fakeHelper(speech);
    await demoAudio({ bookId, speechUrl: HELPER });
    // A local state from before cues: the second chapter and the full-book part have none.
    for (const part of [second, FULL_AUDIO_PART]) await env.AUDIO.delete(cuesKey(bookId, part));
    spoken.length = 0;

    const res = await demoAudio({ bookId, speechUrl: HELPER });
    expect(await json(res)).toEqual({ bookId, status: "done", generated: [second, FULL_AUDIO_PART] });
    expect(spoken).toEqual(["Chapter 2.", "Snippet 1.", "So is the second one."]);
    for (const part of [first, second, FULL_AUDIO_PART]) expect(await env.AUDIO.head(cuesKey(bookId, part))).not.toBeNull();
    expect(await demoBooksNeedingSpeech(db(), env.AUDIO, [bookId])).toEqual([]);
  });

  it("says why when the helper fails, marks the job failed, and stores nothing", async () => {
    const { bookId } = await demoBook();
    fakeHelper(() => new Response("flite crashed", { status: 500 }));
    const res = await demoAudio({ bookId, speechUrl: HELPER });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ bookId, status: "failed" });
    // The helper's reply body is never passed on.
    expect(body.error).toBe("The speech helper answered 500.");
    expect(await jobOf(bookId)).toMatchObject({ status: "failed" });
    expect((await bookRow(bookId)).fullAudio).toBe(false);
    expect(await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId))).toEqual([]);
  });

  it("refuses an answer that is not MP3 (say, an error page with a 200)", async () => {
    const { bookId } = await demoBook();
    fakeHelper(() => new Response("<html>proxy</html>", { headers: { "content-type": "text/html" } }));
    const body = await json(await demoAudio({ bookId, speechUrl: HELPER }));
    expect(body).toMatchObject({ status: "failed", error: "The speech helper answered something other than MP3." });
    expect((await bookRow(bookId)).fullAudio).toBe(false);
  });

  it.each([
    ["another machine", "http://10.0.0.7:8080/speak"],
    ["a public host", "https://speech.example.com/speak"],
    ["https on this machine", "https://127.0.0.1:47123/speak"],
    ["no port", "http://localhost/speak"],
    ["not a URL", "speak"],
  ])("only calls a helper on this machine: refuses %s with a 400", async (_name, speechUrl) => {
    const { bookId } = await demoBook();
    const spoken = fakeHelper(speech);
    const res = await demoAudio({ bookId, speechUrl });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    expect(spoken).toEqual([]);
    expect(await jobOf(bookId)).toMatchObject({ status: "queued" });
  });

  it("answers 404 for a book that does not exist, and 400 for unknown fields", async () => {
    const missing = await demoAudio({ bookId: "no-such-book", speechUrl: HELPER });
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe("NOT_FOUND");
    const { bookId } = await demoBook();
    const extra = await demoAudio({ bookId, speechUrl: HELPER, admin: true });
    expect(extra.status).toBe(400);
    expect(await errorCode(extra)).toBe("VALIDATION_FAILED");
  });

  it.each([
    ["no secret", null],
    ["a wrong secret", "guessed"],
    ["the secret with something added", `${SECRET}x`],
  ])("refuses a caller with %s (403), speaks nothing and changes nothing", async (_name, secret) => {
    const { bookId } = await demoBook();
    const spoken = fakeHelper(speech);
    const res = await demoAudio({ bookId, speechUrl: HELPER }, secret);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("FORBIDDEN");
    expect(spoken).toEqual([]);
    expect(await jobOf(bookId)).toMatchObject({ status: "queued" });
  });

  it("follows no redirect from the helper: the target is never called and nothing is stored", async () => {
    const { bookId } = await demoBook();
    const elsewhere: string[] = [];
    const redirectModes: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url.startsWith("http://127.0.0.1:47123/")) {
        // The runtime itself would follow a redirect unless told not to: the worker must ask for "manual".
        redirectModes.push(request.redirect);
        return new Response(null, { status: 307, headers: { location: "http://10.0.0.7/internal" } });
      }
      if (request.url.startsWith("http://10.0.0.7/")) {
        elsewhere.push(request.url);
        return new Response("secret internal page");
      }
      return realFetch(input, init);
    });
    const body = await json(await demoAudio({ bookId, speechUrl: HELPER }));
    expect(body).toMatchObject({ status: "failed", error: "The speech helper answered 307 (a redirect, not followed)." });
    // Units are spoken a few at once (SPEECH_CONCURRENCY), so more than one call may be out when the first fails.
    expect(redirectModes.length).toBeGreaterThan(0);
    expect(redirectModes.every((mode) => mode === "manual")).toBe(true);
    expect(elsewhere).toEqual([]);
    expect((await bookRow(bookId)).fullAudio).toBe(false);
  });
});
