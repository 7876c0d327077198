import { concatMp3, mp3DurationSeconds } from "../../lib/mp3";
import type { SpeechSynthesizer } from "./index";

export const DEFAULT_SPEECH_MODEL = "@cf/myshell-ai/melotts";
/** Keeps each request well inside the model's input size; paragraphs are joined back as MP3 frames. */
const MAX_CHARS_PER_REQUEST = 1500;

/** The subset of the Workers AI binding this adapter uses, so tests can hand in a fake. */
export interface AiRunner {
  run(model: string, inputs: { prompt: string; lang?: string }): Promise<unknown>;
}

export function splitForSpeech(text: string, maxChars = MAX_CHARS_PER_REQUEST): string[] {
  const parts: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim())) {
    if (!paragraph) continue;
    if (paragraph.length <= maxChars) {
      parts.push(paragraph);
      continue;
    }
    let current = "";
    for (const sentence of paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]) {
      if (current && current.length + sentence.length > maxChars) {
        parts.push(current.trim());
        current = "";
      }
      // A single sentence longer than the limit is cut at word boundaries.
      let rest = sentence;
      while (rest.length > maxChars) {
        const cut = rest.lastIndexOf(" ", maxChars) > 0 ? rest.lastIndexOf(" ", maxChars) : maxChars;
        parts.push(rest.slice(0, cut).trim());
        rest = rest.slice(cut);
      }
      current += rest;
    }
    if (current.trim()) parts.push(current.trim());
  }
  return parts;
}

function decodeBase64(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Workers AI text to speech (MeloTTS answers `{ audio: base64 MP3 }`). */
export function createWorkersAiSynthesizer(ai: AiRunner | Ai, model = DEFAULT_SPEECH_MODEL): SpeechSynthesizer {
  const runner = ai as AiRunner;
  return {
    name: `workers-ai:${model}`,
    async synthesize(text) {
      const parts = splitForSpeech(text);
      if (parts.length === 0) throw new Error("Nothing to synthesize: the text is empty.");
      const chunks: Uint8Array[] = [];
      for (const prompt of parts) {
        const result = (await runner.run(model, { prompt, lang: "en" })) as { audio?: unknown } | null;
        if (!result || typeof result.audio !== "string" || result.audio.length === 0)
          throw new Error(`Speech model ${model} returned no audio.`);
        chunks.push(decodeBase64(result.audio));
      }
      const audio = concatMp3(chunks);
      const durationSeconds = mp3DurationSeconds(audio);
      if (durationSeconds <= 0) throw new Error(`Speech model ${model} returned audio that is not MP3.`);
      return { audio, contentType: "audio/mpeg", durationSeconds };
    },
  };
}
