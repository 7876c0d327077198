// Cues for books whose audio was stored before cues existed (issue 34 item 1, decision 170): an admin's action per
// book and a bulk pass, as queue jobs; derived without speech where the chapters have cues, spoken again only where not.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../scripts/lib/fixture-speech";
import { audioKey, cuesKey, FULL_AUDIO_PART } from "../../worker/db/audio";
import { createJob, getJob } from "../../worker/db/jobs";
import { generateBookAudioWith } from "../../worker/jobs/book-audio";
import { CUES_STEP } from "../../worker/jobs/book-audio-job";
import { booksMissingCues } from "../../worker/jobs/book-cues";
import { joinChapterVtt } from "../../worker/lib/cues";
import { mp3DurationSeconds } from "../../worker/lib/mp3";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import type { BulkCuesStart, CuesJobStart } from "../../shared/contract";
import { createBook, createChapterWithSnippets, db, signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";

/** A synthesizer that records what it is asked to say, and can fail on one text (a crash mid-job). */
function recordingSpeech(failOn?: string) {
  const fixture = createFixtureSynthesizer();
  const texts: string[] = [];
  return {
    texts,
    synthesizer: {
      name: fixture.name,
      async synthesize(text: string) {
        if (text === failOn) throw new Error("The machine went away.");
        texts.push(text);
        return fixture.synthesize(text);
      },
    },
  };
}

/** A book whose audio is stored, then its cues removed for `withoutCues` parts: audio made before cues existed. */
async function bookWithAudio(withoutCues: (parts: { first: string; second: string }) => string[]) {
  const book = await createBook();
  const first = await createChapterWithSnippets(book.bookId, 0, ["<p>Habits compound. Small wins add up.</p>"]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>Rest is part of the work. Then go on.</p>"]);
  await generateBookAudioWith({ db: db(), bucket: env.AUDIO, synthesizer: async () => createFixtureSynthesizer() }, book.bookId);
  for (const part of withoutCues({ first, second })) await env.AUDIO.delete(cuesKey(book.bookId, part));
  return { bookId: book.bookId, first, second };
}

const text = async (key: string) => (await env.AUDIO.get(key))?.text() ?? null;
const bytes = async (key: string) => new Uint8Array(await (await env.AUDIO.get(key))!.arrayBuffer());

let delivery = 0;
async function deliver(body: JobMessage) {
  const batch = createMessageBatch<JobMessage>("chapterly-jobs", [
    { id: `cues-${++delivery}`, timestamp: new Date(), attempts: 1, body },
  ]);
  await worker.queue!(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

describe("POST /audio/gen-book-cues", () => {
  it("derives a full-book part's cues from its chapters' cues, offset, without speaking or touching the audio", async () => {
    const { bookId, first, second } = await bookWithAudio(() => [FULL_AUDIO_PART]);
    const audioBefore = await bytes(audioKey(bookId, FULL_AUDIO_PART));
    const { token } = await signedIn("admin");

    const res = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId } });
    expect(res.status).toBe(202);
    const started = await json<CuesJobStart>(res);
    expect(started.missingParts).toEqual([FULL_AUDIO_PART]);
    await expect.poll(async () => (await getJob(db(), started.jobId!))?.status, { timeout: 20_000 }).toBe("done");

    const job = await getJob(db(), started.jobId!);
    expect(job).toMatchObject({ kind: "cues", progress: 100 });
    expect(job!.steps).toEqual([expect.objectContaining({ step: CUES_STEP, status: "done" })]);
    const chapters = [first, second];
    const chapterVtt = await Promise.all(chapters.map((part) => text(cuesKey(bookId, part))));
    const durations = await Promise.all(chapters.map(async (part) => mp3DurationSeconds(await bytes(audioKey(bookId, part)))));
    expect(await text(cuesKey(bookId, FULL_AUDIO_PART))).toBe(joinChapterVtt(chapterVtt as string[], durations));
    expect(await bytes(audioKey(bookId, FULL_AUDIO_PART))).toEqual(audioBefore);

    // Asked again, everything has cues: no job.
    const again = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId } });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ jobId: null, missingParts: [] });
  });

  it("speaks again only the chapters stored without cues, then joins the full-book part from them", async () => {
    const { bookId, first, second } = await bookWithAudio(({ second }) => [second, FULL_AUDIO_PART]);
    const firstAudio = await bytes(audioKey(bookId, first));
    const firstCues = await text(cuesKey(bookId, first));
    const speech = recordingSpeech();

    const result = await generateBookAudioWith(
      { db: db(), bucket: env.AUDIO, synthesizer: async () => speech.synthesizer },
      bookId,
      { completeCues: true },
    );
    expect(result.generated).toEqual([second, FULL_AUDIO_PART]);
    expect(speech.texts).toEqual(["Chapter 2.", "Snippet 1.", "Rest is part of the work.", "Then go on."]);
    expect(await bytes(audioKey(bookId, first))).toEqual(firstAudio);
    expect(await text(cuesKey(bookId, first))).toBe(firstCues);
    expect(await text(cuesKey(bookId, second))).toContain("Rest is part of the work.");
    const full = await text(cuesKey(bookId, FULL_AUDIO_PART));
    expect(full).toContain("Habits compound.");
    expect(full).toContain("Then go on.");
  });

  it("resumes after a crash at the first part still without cues", async () => {
    const { bookId, first, second } = await bookWithAudio(({ first, second }) => [first, second, FULL_AUDIO_PART]);
    const crashing = recordingSpeech("Rest is part of the work.");
    const deps = (s: typeof crashing) => ({ db: db(), bucket: env.AUDIO, synthesizer: async () => s.synthesizer });
    await expect(generateBookAudioWith(deps(crashing), bookId, { completeCues: true })).rejects.toThrow(/went away/);
    expect(await text(cuesKey(bookId, first))).not.toBeNull();
    expect(await text(cuesKey(bookId, second))).toBeNull();

    const rerun = recordingSpeech();
    const result = await generateBookAudioWith(deps(rerun), bookId, { completeCues: true });
    expect(result.generated).toEqual([second, FULL_AUDIO_PART]);
    expect(rerun.texts).toEqual(["Chapter 2.", "Snippet 1.", "Rest is part of the work.", "Then go on."]);
    for (const part of [first, second, FULL_AUDIO_PART]) expect(await text(cuesKey(bookId, part))).not.toBeNull();
  });

  it("a redelivered cues message leaves one set of cues and finishes the job once", async () => {
    const { bookId } = await bookWithAudio(() => [FULL_AUDIO_PART]);
    const { user } = await signedIn("admin");
    const jobId = await createJob(db(), { bookId, kind: "cues", steps: [CUES_STEP], createdBy: user.id });
    const message = { type: "book-cues", jobId, bookId } as const;
    expect((await deliver(message)).explicitAcks).toHaveLength(1);
    const cues = await text(cuesKey(bookId, FULL_AUDIO_PART));
    expect((await deliver(message)).explicitAcks).toHaveLength(1);
    expect(await text(cuesKey(bookId, FULL_AUDIO_PART))).toBe(cues);
    expect((await getJob(db(), jobId))!.status).toBe("done");
  });

  it("answers the job already under way for the book instead of starting another", async () => {
    const { bookId } = await bookWithAudio(() => [FULL_AUDIO_PART]);
    const { user, token } = await signedIn("admin");
    // A job queued but not yet taken by a consumer (no message was sent for it).
    const running = await createJob(db(), { bookId, kind: "cues", steps: [CUES_STEP], createdBy: user.id });
    const res = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId } });
    expect(res.status).toBe(202);
    expect((await json<CuesJobStart>(res)).jobId).toBe(running);
  });

  it("says so with the envelope when the book has no audio, or does not exist", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook();
    const noAudio = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId: book.bookId } });
    expect(noAudio.status).toBe(409);
    expect(await json(noAudio)).toEqual({
      error: { code: "CONFLICT", message: "This book has no audio yet. Generate its audio: cues come with it." },
    });
    const missing = await call("/api/v1/audio/gen-book-cues", { token, body: { bookId: "no-such-book" } });
    expect(missing.status).toBe(404);
    for (const body of [{}, { bookId: "" }, { bookId: "x".repeat(201) }, { bookId: "b", extra: 1 }]) {
      const bad = await call("/api/v1/audio/gen-book-cues", { token, body });
      expect(bad.status).toBe(400);
      expect(await errorCode(bad)).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /audio/gen-book-cues/bulk", () => {
  it("queues a cues job for each book whose audio lacks cues, and none for complete or summary-only books", async () => {
    const lacking = await bookWithAudio(() => [FULL_AUDIO_PART]);
    const complete = await bookWithAudio(() => []);
    const summaryOnly = await createBook({ largeSummarization: "A book about patience." });
    await generateBookAudioWith(
      { db: db(), bucket: env.AUDIO, synthesizer: async () => createFixtureSynthesizer() },
      summaryOnly.bookId,
    );
    const { token } = await signedIn("admin");

    const res = await call("/api/v1/audio/gen-book-cues/bulk", { token, body: {} });
    expect(res.status).toBe(202);
    const pass = await json<BulkCuesStart>(res);
    const queued = new Map(pass.queued.map((q) => [q.bookId, q.jobId]));
    expect(queued.has(lacking.bookId)).toBe(true);
    expect(queued.has(complete.bookId)).toBe(false);
    expect(queued.has(summaryOnly.bookId)).toBe(false);

    // The derived one finishes without speech; its progress is the job's, as for any job.
    const jobId = queued.get(lacking.bookId)!;
    await expect.poll(async () => (await getJob(db(), jobId))?.status, { timeout: 20_000 }).toBe("done");
    expect(await text(cuesKey(lacking.bookId, FULL_AUDIO_PART))).not.toBeNull();
    const jobs = await json<{ jobs: { jobId: string; kind: string; progress: number }[] }>(
      await call(`/api/v1/process/jobs?bookId=${lacking.bookId}`, { token }),
    );
    expect(jobs.jobs).toContainEqual(expect.objectContaining({ jobId, kind: "cues", progress: 100 }));
  });

  it("finds a book by any one part without cues, a chapter's as well as the full-book part's", async () => {
    // Looked up directly: a queued job for it would load the real synthesizer, which has its own test file.
    const lackingChapter = await bookWithAudio(({ first }) => [first]);
    const { books } = await booksMissingCues(db(), env.AUDIO, 50);
    expect(books).toContainEqual({ bookId: lackingChapter.bookId, parts: [lackingChapter.first] });
  });

  it("rejects a body with anything in it", async () => {
    const { token } = await signedIn("admin");
    const res = await call("/api/v1/audio/gen-book-cues/bulk", { token, body: { all: true } });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });
});
