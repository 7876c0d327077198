import { mp3DurationSeconds } from "../../lib/mp3";
import type { SpeechResult, SpeechSynthesizer } from "./index";

/** Where a loopback speech helper may listen: this machine only. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) && url.port !== "";
  } catch {
    return false;
  }
}

/**
 * Speech from a helper on this machine (`npm run dev`'s demo audio, scripts/lib/speech-server.ts): POST the text, get
 * MP3 back, with the helper's synthesizer named in `x-speech-synthesizer`. The worker keeps every write to the local
 * D1 and R2 to itself this way (docs/decisions/094-one-writer-for-local-state.md).
 */
export function createLoopbackSynthesizer(url: string): SpeechSynthesizer {
  if (!isLoopbackUrl(url)) throw new Error(`The speech helper must listen on this machine, not ${url}.`);
  let name = "loopback";
  return {
    get name() {
      return name;
    },
    async synthesize(text: string): Promise<SpeechResult> {
      // A redirect is never followed (it could point anywhere), and an error's body is never passed on.
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "text/plain; charset=utf-8" },
        body: text,
        redirect: "manual",
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(
          `The speech helper answered ${res.status}${res.status >= 300 && res.status < 400 ? " (a redirect, not followed)" : ""}.`,
        );
      }
      if (res.headers.get("content-type") !== "audio/mpeg")
        throw new Error("The speech helper answered something other than MP3.");
      const audio = new Uint8Array(await res.arrayBuffer());
      const durationSeconds = mp3DurationSeconds(audio);
      if (durationSeconds <= 0) throw new Error("The speech helper answered no MP3 frames.");
      name = res.headers.get("x-speech-synthesizer") || name;
      return { audio, contentType: "audio/mpeg", durationSeconds };
    },
  };
}
