import { createLoopbackSynthesizer } from "./loopback";
import { createWorkersAiSynthesizer } from "./workers-ai";

/**
 * Text to speech behind one interface (docs/decisions/040-speech-synthesis.md).
 * Production: Workers AI. `npm run dev`: Flite in a helper process on this machine. Everywhere else: Flite compiled to
 * WASI, run in-process, no network.
 */
export interface SpeechResult {
  audio: Uint8Array;
  contentType: "audio/mpeg";
  durationSeconds: number;
}

export interface SpeechSynthesizer {
  /** Recorded as the book's audio_source / full_audio_source. */
  readonly name: string;
  synthesize(text: string): Promise<SpeechResult>;
}

/**
 * The synthesizer for this environment. The offline adapter (a 21 MB wasm) is loaded only when
 * needed, and the production build replaces its module with a stub (vite.config.ts). Under `npm run dev` the speech
 * comes from a helper process (scripts/speech-helper.ts): Flite in the worker would hold every other request of the
 * local runtime until a book's audio is done.
 */
export async function createSpeechSynthesizer(env: Env): Promise<SpeechSynthesizer> {
  if (env.AI) return createWorkersAiSynthesizer(env.AI, env.SPEECH_MODEL || undefined);
  if (env.SPEECH_HELPER_URL) return createLoopbackSynthesizer(env.SPEECH_HELPER_URL);
  const { createOfflineSynthesizer } = await import("./offline-flite");
  return createOfflineSynthesizer();
}
