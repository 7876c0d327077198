import { createEncoder } from "wasm-media-encoders";
import { concatMp3, mp3DurationSeconds } from "../../lib/mp3";
import { splitForSpeech } from "./workers-ai";
import { fliteSynthesize } from "./flite-wasi";
import type { SpeechSynthesizer } from "./index";

export const FLITE_VOICE = "slt";
/** 32 kbps CBR mono: about 235 KB per minute, and frames that join by concatenation. */
const MP3_BITRATE = 32;

async function encodeMp3(mp3Module: WebAssembly.Module, samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  const encoder = await createEncoder("audio/mpeg", mp3Module);
  encoder.configure({ channels: 1, sampleRate, bitrate: MP3_BITRATE });
  const parts: Uint8Array[] = [];
  const block = 1152 * 64;
  for (let i = 0; i < samples.length; i += block) {
    const chunk = samples.subarray(i, i + block);
    const floats = new Float32Array(chunk.length);
    for (let j = 0; j < chunk.length; j++) floats[j] = chunk[j]! / 32768;
    parts.push(encoder.encode([floats]).slice()); // the encoder reuses its output buffer
  }
  parts.push(encoder.finalize().slice());
  return joinBytes(parts);
}

function joinBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Flite (voice "slt", 16 kHz) encoded to MP3 with LAME. Takes compiled modules so that workerd
 * (wasm imported as modules) and Node (compiled from files, the seed) share this code.
 */
export function createFliteSynthesizer(fliteModule: WebAssembly.Module, mp3Module: WebAssembly.Module): SpeechSynthesizer {
  return {
    name: `flite:${FLITE_VOICE}`,
    async synthesize(text) {
      const parts = splitForSpeech(text);
      if (parts.length === 0) throw new Error("Nothing to synthesize: the text is empty.");
      const mp3s: Uint8Array[] = [];
      // Paragraph by paragraph: each Flite run stays small and short.
      for (const part of parts) {
        const { samples, sampleRate } = await fliteSynthesize(fliteModule, part, FLITE_VOICE);
        mp3s.push(await encodeMp3(mp3Module, samples, sampleRate));
      }
      const audio = concatMp3(mp3s);
      return { audio, contentType: "audio/mpeg", durationSeconds: mp3DurationSeconds(audio) };
    },
  };
}
