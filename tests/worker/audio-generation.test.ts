// The worker suite's one test of real speech synthesis (Flite in workerd) is the first here: from the route through
// the queue's consumer to the stored audio, its cues and a stream. The job's other behaviour (redelivery, leases,
// resuming, retries) does not depend on the words, so the other tests speak with the fixture synthesizer the browser
// tests use (silent MP3 as long as the text; decision 140), handed to the job as a Workers AI binding (decision 180).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../scripts/lib/fixture-speech";
import { audioKey, cuesKey, FULL_AUDIO_PART } from "../../worker/db/audio";
import { audioObjects, books } from "../../worker/db/schema";
import worker from "../../worker/index";
import { generateBookAudioWith } from "../../worker/jobs/book-audio";
import { AUDIO_STEP } from "../../worker/jobs/book-audio-job";
import { createJob, getJob } from "../../worker/jobs/progress";
import { mp3DurationSeconds, mp3Frames } from "../../worker/lib/mp3";
import type { JobMessage } from "../../worker/queue/messages";
import { DEFAULT_SPEECH_MODEL } from "../../worker/services/speech/workers-ai";
import { createBook, createChapterWithSnippets, db, signedIn } from "./support/factories";
import { call, json } from "./support/http";

/** A Workers AI binding answering MeloTTS's shape (`{ audio: base64 MP3 }`) with fixture speech. */
const fixtureAi = {
  async run(_model: string, inputs: { prompt: string }) {
    const { audio } = await createFixtureSynthesizer().synthesize(inputs.prompt);
    return { audio: btoa(String.fromCharCode(...audio)) };
  },
};
/** The worker's environment with fixture speech instead of Flite. */
const fixtureSpeechEnv = { ...env, AI: fixtureAi } as unknown as Env;
const FIXTURE_SOURCE = `workers-ai:${DEFAULT_SPEECH_MODEL}`;

let delivery = 0;
/** Delivers one message to the worker's queue handler, as the Queues runtime would, with fixture speech. */
async function deliver(body: JobMessage, attempts = 1) {
  const batch = createMessageBatch<JobMessage>("chapterly-jobs", [
    { id: `m-${++delivery}`, timestamp: new Date(), attempts, body },
  ]);
  const ctx = createExecutionContext();
  await worker.queue!(batch, fixtureSpeechEnv);
  return getQueueResult(batch, ctx);
}

async function bookWithChapters() {
  const book = await createBook();
  const first = await createChapterWithSnippets(book.bookId, 0, ["<p>The first chapter is <em>short</em>.</p>"]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>So is the second &amp; last one.</p>"]);
  return { bookId: book.bookId, first, second };
}

/**
 * An audio job as POST /audio/gen-book-audio makes it, without its queue message: the route's message would race
 * this file's own deliveries, and only the delivery holding a job runs it (decision 063). The route has its own test.
 */
async function startJob(bookId: string) {
  const { user } = await signedIn("admin");
  const jobId = await createJob(db(), { bookId, kind: "audio", steps: [AUDIO_STEP], createdBy: user.id });
  return { jobId, message: { type: "book-audio", jobId, bookId } as const };
}

async function bytesOf(key: string) {
  const object = await env.AUDIO.get(key);
  return new Uint8Array(await object!.arrayBuffer());
}

/** A part's stored cues, read from the WebVTT as cuesToVtt writes it (one id, timing and payload line per cue). */
async function cuesOf(bookId: string, part: string) {
  const object = await env.AUDIO.get(cuesKey(bookId, part));
  expect(object, `cues for ${part}`).not.toBeNull();
  const vtt = await object!.text();
  expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
  const toSeconds = (t: string) => {
    const [h, m, s] = t.split(":");
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  return vtt
    .slice("WEBVTT\n\n".length)
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const [id, timing, text] = block.split("\n");
      const [start, end] = timing!.split(" --> ");
      return { id: id!, start: toSeconds(start!), end: toSeconds(end!), text: text! };
    });
}

function expectWellTimed(cues: { start: number; end: number }[], audioSeconds: number) {
  expect(cues[0]!.start).toBe(0);
  for (const [i, cue] of cues.entries()) {
    expect(cue.end).toBeGreaterThan(cue.start);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
  }
  expect(Math.abs(cues.at(-1)!.end - audioSeconds)).toBeLessThanOrEqual(0.5);
}

describe("book audio generation", () => {
  // Flite's 21 MB wasm takes seconds to load into workerd (half a minute on a busy machine): loaded here, once, for the
  // consumer's own import of the same module, so the test's timeout measures the job and not the load.
  beforeAll(() => import("../../worker/services/speech/offline-flite"), 180_000);

  it(
    "POST /audio/gen-book-audio queues a job whose consumer speaks every chapter, builds the full-book audio and records it on the book",
    { timeout: 30_000 },
    async () => {
      const { bookId, first, second } = await bookWithChapters();
      const { token } = await signedIn("admin");
      const res = await call("/api/v1/audio/gen-book-audio", { token, body: { bookId } });
      expect(res.status).toBe(202);
      const { jobId } = await json<{ jobId: string }>(res);
      await expect.poll(async () => (await getJob(db(), jobId))?.status, { timeout: 30_000, interval: 200 }).toBe("done");

      const job = await getJob(db(), jobId);
      expect(job).toMatchObject({ status: "done", progress: 100, kind: "audio" });
      expect(job!.steps).toEqual([expect.objectContaining({ step: "audio", status: "done", attempts: 1 })]);

      const rows = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
      expect(rows.map((r) => r.part).sort()).toEqual([first, second, FULL_AUDIO_PART].sort());
      const [book] = await db().select().from(books).where(eq(books.bookId, bookId));
      expect(book).toMatchObject({ audio: true, audioSource: "flite:slt", fullAudio: true, fullAudioSource: "flite:slt" });
      expect(Object.keys(book!.chapterDuration).sort()).toEqual([first, second].sort());
      expect(book!.chapterDuration[first]).toBeGreaterThan(1);

      const chapterAudio = await bytesOf(audioKey(bookId, first));
      expect(mp3Frames(chapterAudio).length).toBeGreaterThan(10);
      expect(mp3DurationSeconds(chapterAudio)).toBeCloseTo(book!.chapterDuration[first]!, 1);
      const full = await bytesOf(audioKey(bookId, FULL_AUDIO_PART));
      expect(mp3DurationSeconds(full)).toBeCloseTo(book!.chapterDuration[first]! + book!.chapterDuration[second]!, 1);

      // Sentence cues beside each part's audio: ordered, back to back, placed in the displayed text, ending with the audio.
      const firstCues = await cuesOf(bookId, first);
      expect(firstCues.map((c) => [c.id, c.text])).toEqual([
        [`chapter-title ${first}`, "Chapter 1"],
        [expect.stringMatching(/^snippet-title /), "Snippet 1"],
        [expect.stringMatching(/^sentence \S+ 0-27$/), "The first chapter is short."],
      ]);
      expectWellTimed(firstCues, mp3DurationSeconds(chapterAudio));
      const fullCues = await cuesOf(bookId, FULL_AUDIO_PART);
      expect(fullCues.map((c) => c.text)).toEqual([
        "Chapter 1",
        "Snippet 1",
        "The first chapter is short.",
        "Chapter 2",
        "Snippet 1",
        "So is the second &amp; last one.",
      ]);
      expectWellTimed(fullCues, mp3DurationSeconds(full));
      expect(fullCues[3]!.start).toBeCloseTo(mp3DurationSeconds(chapterAudio), 2);

      // And it plays: a listener gets the real MP3 through a stream link.
      const listener = await signedIn("premium");
      const { audioUrl } = await json(
        await call("/api/v1/audio/get-audio", { token: listener.token, body: { bookId, chapterId: first } }),
      );
      const streamed = await call(audioUrl, { headers: { Range: "bytes=0-3" } });
      expect(streamed.status).toBe(206);
      expect([...new Uint8Array(await streamed.arrayBuffer())]).toEqual([...chapterAudio.subarray(0, 4)]);
    },
  );

  it("is idempotent under redelivery: nothing is duplicated or synthesized again", async () => {
    const { bookId, first } = await bookWithChapters();
    const { message } = await startJob(bookId);
    expect((await deliver(message)).explicitAcks).toEqual([`m-${delivery}`]);
    const before = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
    const etag = (await env.AUDIO.head(audioKey(bookId, first)))!.etag;

    // The same message delivered again (the job is done) and a rerun of the generator.
    expect((await deliver(message, 2)).explicitAcks).toHaveLength(1);
    let synthesized = 0;
    const offline = createFixtureSynthesizer();
    const counting = {
      name: offline.name,
      synthesize(text: string) {
        synthesized += 1;
        return offline.synthesize(text);
      },
    };
    const rerun = await generateBookAudioWith({ db: db(), bucket: env.AUDIO, synthesizer: async () => counting }, bookId);
    expect(rerun.generated).toEqual([]);
    expect(synthesized).toBe(0);

    const after = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
    expect((await env.AUDIO.head(audioKey(bookId, first)))!.etag).toBe(etag);
  });

  it("a message delivered twice at once speaks each part once: one row and one object each", async () => {
    const { bookId, first, second } = await bookWithChapters();
    const { jobId, message } = await startJob(bookId);
    await Promise.all([deliver(message), deliver(message)]);
    const job = await getJob(db(), jobId);
    expect(job).toMatchObject({ status: "done", lease: null });
    // The second delivery found the job held and did nothing.
    expect(job!.steps.map((s) => s.attempts)).toEqual([1]);
    const parts = [first, second, FULL_AUDIO_PART].sort();
    const rows = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
    expect(rows.map((r) => r.part).sort()).toEqual(parts);
    const listed = await env.AUDIO.list({ prefix: `audio/${encodeURIComponent(bookId)}/` });
    expect(listed.objects.map((o) => o.key).sort()).toEqual(parts.map((part) => audioKey(bookId, part)).sort());
  });

  it("after a crash, redoes only what is missing", async () => {
    const { bookId, first, second } = await bookWithChapters();
    const { message } = await startJob(bookId);
    await deliver(message);
    // As if the first attempt died after the first chapter.
    await db().delete(audioObjects).where(eq(audioObjects.part, second));
    await db().delete(audioObjects).where(eq(audioObjects.part, FULL_AUDIO_PART));
    const texts: string[] = [];
    const offline = createFixtureSynthesizer();
    const recording = {
      name: offline.name,
      synthesize(text: string) {
        texts.push(text);
        return offline.synthesize(text);
      },
    };
    const rerun = await generateBookAudioWith({ db: db(), bucket: env.AUDIO, synthesizer: async () => recording }, bookId);
    expect(rerun.generated).toEqual([second, FULL_AUDIO_PART]);
    // Only the second chapter, unit by unit: its title, its snippet's title, its sentence.
    expect(texts).toEqual(["Chapter 2.", "Snippet 1.", "So is the second & last one."]);
    const rows = await db().select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
    expect(rows.map((r) => r.part).sort()).toEqual([first, second, FULL_AUDIO_PART].sort());
  });

  it("reads the summary when the book has no chapters", async () => {
    const book = await createBook({ largeSummarization: "A book about patience." });
    const { jobId, message } = await startJob(book.bookId);
    await deliver(message);
    expect((await getJob(db(), jobId))!.status).toBe("done");
    const [row] = await db().select().from(books).where(eq(books.bookId, book.bookId));
    expect(row).toMatchObject({ audio: false, fullAudio: true, fullAudioSource: FIXTURE_SOURCE, chapterDuration: {} });
    const { token } = await signedIn("premium");
    expect((await call("/api/v1/audio/get-audio", { token, body: { bookId: book.bookId } })).status).toBe(200);
  });

  it("retries a failing job and marks it failed on the last attempt", async () => {
    const book = await createBook({ largeSummarization: null, mediumSummarization: null, smallSummarization: null });
    const { jobId, message } = await startJob(book.bookId);
    const firstTry = await deliver(message, 1);
    expect(firstTry.retryMessages).toHaveLength(1);
    expect((await getJob(db(), jobId))!.status).toBe("queued");
    for (let attempt = 2; attempt <= 4; attempt++) await deliver(message, attempt);
    const job = await getJob(db(), jobId);
    expect(job!.status).toBe("failed");
    expect(job!.error).toMatch(/neither chapters nor a summary/);
  });
});
