import { mp3DurationSeconds } from "../../worker/lib/mp3";

/** A SpeechSynthesizer (worker/services/speech), spelled out so that this file needs none of the worker's types. */
export interface FixtureSynthesizer {
  readonly name: string;
  synthesize(text: string): Promise<{ audio: Uint8Array; contentType: "audio/mpeg"; durationSeconds: number }>;
}

/** Seconds a text takes to speak at Flite's pace (about 150 words a minute), for the fixture speech below. */
const FIXTURE_WORDS_PER_SECOND = 2.5;

/**
 * Silent MP3 as long as the text takes to say: what browser tests that do not test speech play (docs/decisions/140).
 * Each frame is an MPEG-2 Layer III frame (16 kHz mono, 8 kbps, 36 ms) with empty side information, which decoders
 * play as silence; making an hour of it takes milliseconds, where Flite takes minutes of CPU.
 */
export function createFixtureSynthesizer(): FixtureSynthesizer {
  const frame = new Uint8Array(36); // 576 samples at 16 kHz and 8 kbps: 72 * 8000 / 16000 bytes
  frame.set([0xff, 0xf3, 0x18, 0xc0]); // sync, MPEG-2, Layer III, no CRC; 8 kbps, 16 kHz; mono
  const frameSeconds = 576 / 16_000;
  return {
    name: "fixture:silence",
    async synthesize(text: string) {
      const words = text.split(/\s+/).filter(Boolean).length;
      if (words === 0) throw new Error("Nothing to synthesize: the text is empty.");
      const frames = Math.max(1, Math.round(words / FIXTURE_WORDS_PER_SECOND / frameSeconds));
      const audio = new Uint8Array(frames * frame.length);
      for (let i = 0; i < frames; i++) audio.set(frame, i * frame.length);
      return { audio, contentType: "audio/mpeg" as const, durationSeconds: mp3DurationSeconds(audio) };
    },
  };
}
