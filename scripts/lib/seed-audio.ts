import type { Database } from "../../worker/db/client";
import { demoBooksNeedingSpeech, generateDemoAudio } from "../../worker/jobs/demo-audio";
import { createFixtureSynthesizer } from "./fixture-speech";
import { createThreadedFliteSynthesizer, withAudioCache } from "./node-speech";
import { startSpeechServer } from "./speech-server";

export { markDemoAudioPending } from "../../worker/db/demo-audio";

export interface DemoAudioSummary {
  books: number;
  seconds: number;
  synthesized: number;
  cached: number;
  failed: number;
}

/** What speaking one book came to: "ready" when it already had its audio. */
type BookOutcome = { status: "ready" | "done" } | { status: "failed"; error: string };
type CachedSpeech = ReturnType<typeof withAudioCache>;
/** "flite": real offline speech (cached); "fixture": silent audio of the same length, for browser tests (decision 140). */
export type DemoSpeech = "flite" | "fixture";

/** The speech for the demo books and how many books are spoken at once. */
function openSpeech(kind: DemoSpeech): { speech: CachedSpeech; threads: number; close(): Promise<void> } {
  if (kind === "fixture") {
    const fixture = createFixtureSynthesizer();
    return { speech: Object.assign(fixture, { hits: 0, misses: 0 }), threads: 2, close: async () => undefined };
  }
  const threaded = createThreadedFliteSynthesizer();
  return { speech: withAudioCache(threaded), threads: threaded.threads, close: threaded.close };
}

/**
 * Speaks the books one per Flite thread, in order (the first demo books are ready first), behind the audio cache
 * (docs/decisions/140): no thread starts when the cache has every text. `open` is given the speech once, and answers
 * how to speak one book (and what to close after the last).
 */
async function speakDemoBooks(
  bookIds: string[],
  open: (
    speech: CachedSpeech,
  ) => Promise<{ speakBook(bookId: string, index: number): Promise<BookOutcome>; close?(): Promise<void> }>,
  log: (line: string) => void,
  kind: DemoSpeech,
): Promise<DemoAudioSummary> {
  const started = Date.now();
  const { speech, threads, close: closeSpeech } = openSpeech(kind);
  let books = 0;
  let failed = 0;
  let next = 0;
  try {
    const { speakBook, close } = await open(speech);
    const runner = async () => {
      while (next < bookIds.length) {
        const index = next++;
        const bookId = bookIds[index]!;
        const t = Date.now();
        const outcome = await speakBook(bookId, index).catch(
          (err: unknown): BookOutcome => ({ status: "failed", error: err instanceof Error ? err.message : String(err) }),
        );
        if (outcome.status === "ready") continue;
        books++;
        const label = `Audio ${index + 1}/${bookIds.length} ${bookId}`;
        if (outcome.status === "failed") {
          failed++;
          log(`${label}: failed: ${outcome.error}`);
        } else log(`${label}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    };
    try {
      await Promise.all(Array.from({ length: threads }, runner));
    } finally {
      await close?.();
    }
  } finally {
    await closeSpeech();
  }
  return { books, seconds: (Date.now() - started) / 1000, synthesized: speech.misses, cached: speech.hits, failed };
}

/**
 * Generates chapter and full-book audio for the given books with the offline synthesizer, through the same code as
 * the audio job, writing the local D1 and R2 directly: for `npm run seed`, when no server holds them. Books that
 * already have their full audio with cues for every part are skipped; a demo audio job row, when there is one, follows the progress.
 */
export async function seedDemoAudio(
  db: Database,
  bucket: R2Bucket,
  bookIds: string[],
  log: (line: string) => void,
  kind: DemoSpeech = "flite",
) {
  const pending = await demoBooksNeedingSpeech(db, bucket, bookIds);
  return speakDemoBooks(
    pending,
    async (speech) => ({
      async speakBook(bookId, index) {
        await generateDemoAudio({ db, bucket, synthesizer: async () => speech }, bookId, (done, total) =>
          log(`Audio ${index + 1}/${pending.length} ${bookId}: ${done}/${total} parts`),
        );
        return { status: "done" };
      },
    }),
    log,
    kind,
  );
}

/**
 * The same while `npm run dev`'s server holds the local state: this process only speaks, through a helper on a
 * loopback port, and the server's worker writes the audio and its rows (POST /api/v1/dev/demo-audio). Two processes
 * writing one local D1 fail each other's queries with SQLITE_BUSY (docs/decisions/094-one-writer-for-local-state.md).
 */
export async function seedDemoAudioThrough(
  origin: string,
  bookIds: string[],
  log: (line: string) => void,
  kind: DemoSpeech = "flite",
) {
  return speakDemoBooks(
    bookIds,
    async (speech) => {
      const helper = await startSpeechServer(speech);
      return {
        async speakBook(bookId) {
          const res = await fetch(`${origin}/api/v1/dev/demo-audio`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-demo-audio-secret": process.env.CHAPTERLY_DEMO_AUDIO_SECRET ?? "" },
            body: JSON.stringify({ bookId, speechUrl: helper.url }),
          });
          if (!res.ok)
            return { status: "failed", error: `the server answered ${res.status}: ${(await res.text()).slice(0, 300)}` };
          return (await res.json()) as BookOutcome;
        },
        close: helper.close,
      };
    },
    log,
    kind,
  );
}
