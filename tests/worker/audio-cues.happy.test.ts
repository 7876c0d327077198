// Sentence cues served beside the audio (issue 34 item 1), made with the browser suite's fixture speech: the cue
// logic is the same for every synthesizer, and real speech has its one test in audio-generation.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../scripts/lib/fixture-speech";
import { audioKey, FULL_AUDIO_PART } from "../../worker/db/audio";
import { listChapterTexts } from "../../worker/db/chapters";
import { generateBookAudioWith, SPEECH_CONCURRENCY } from "../../worker/jobs/book-audio";
import { displayedText, parseCueIdentifier } from "../../worker/lib/cues";
import { mp3DurationSeconds } from "../../worker/lib/mp3";
import { createWorkersAiSynthesizer } from "../../worker/services/speech/workers-ai";
import { createBook, createChapterWithSnippets, db, signedIn } from "./support/factories";
import { call, errorCode } from "./support/http";

const unescapePayload = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The cues of a WebVTT answer, as cuesToVtt writes them (identifier, timing and payload lines). */
function cuesIn(vtt: string) {
  expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
  const seconds = (t: string) => t.split(":").reduce((sum, n) => sum * 60 + Number(n), 0);
  return vtt
    .slice("WEBVTT\n\n".length)
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const [id, timing, text] = block.split("\n") as [string, string, string];
      const [start, end] = timing.split(" --> ") as [string, string];
      return { id, start: seconds(start), end: seconds(end), text: unescapePayload(text) };
    });
}

async function bookWithAudio() {
  const book = await createBook();
  const first = await createChapterWithSnippets(book.bookId, 0, [
    "<p>Habits compound. Small wins add up &amp; last!</p><ul><li>Start <em>tiny</em></li><li>Repeat daily?</li></ul>",
    "<p>One &lt;rule&gt;: show up.</p>",
  ]);
  const second = await createChapterWithSnippets(book.bookId, 1, ["<p>Rest is part of the work. Then go on.</p>"]);
  await generateBookAudioWith({ db: db(), bucket: env.AUDIO, synthesizer: async () => createFixtureSynthesizer() }, book.bookId);
  return { bookId: book.bookId, first, second };
}

async function audioSeconds(bookId: string, part: string) {
  const object = await env.AUDIO.get(audioKey(bookId, part));
  return mp3DurationSeconds(new Uint8Array(await object!.arrayBuffer()));
}

describe("GET /audio/cues/{bookId}/{part}.vtt", () => {
  it("gives a premium listener each part's sentence cues: ordered, in the displayed text, ending with the audio", async () => {
    const { bookId, first, second } = await bookWithAudio();
    const { token } = await signedIn("premium");
    const snippets = new Map(
      (await listChapterTexts(db(), bookId)).flatMap((c) => c.snippets.map((s) => [s.id, displayedText(s.html).text])),
    );

    for (const part of [first, second, FULL_AUDIO_PART]) {
      const res = await call(`/api/v1/audio/cues/${bookId}/${part}.vtt`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const cues = cuesIn(await res.text());

      expect(cues[0]!.start).toBe(0);
      for (const [i, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
        const place = parseCueIdentifier(cue.id);
        expect(place, cue.id).not.toBeNull();
        if (place?.kind === "sentence") expect(snippets.get(place.snippetId)!.slice(place.start, place.end)).toBe(cue.text);
      }
      expect(Math.abs(cues.at(-1)!.end - (await audioSeconds(bookId, part)))).toBeLessThanOrEqual(0.5);
    }

    const full = cuesIn(await (await call(`/api/v1/audio/cues/${bookId}/full.vtt`, { token })).text());
    expect(full.map((c) => c.text)).toEqual([
      "Chapter 1",
      "Snippet 1",
      "Habits compound.",
      "Small wins add up & last!",
      "Start tiny",
      "Repeat daily?",
      "Snippet 2",
      "One <rule>: show up.",
      "Chapter 2",
      "Snippet 1",
      "Rest is part of the work.",
      "Then go on.",
    ]);
    expect(full[8]!.start).toBeCloseTo(await audioSeconds(bookId, first), 2);
  });

  it("in production, times each cue by its Workers AI clip's duration", async () => {
    const book = await createBook();
    const chapter = await createChapterWithSnippets(book.bookId, 0, ["<p>A short one. Then a much longer second sentence.</p>"]);
    // MeloTTS's answer shape, `{ audio: base64 MP3 }`, with clips of the fixture speech's length for each prompt.
    const fixture = createFixtureSynthesizer();
    const clips: { prompt: string; seconds: number }[] = [];
    const ai = {
      async run(_model: string, inputs: { prompt: string }) {
        const { audio, durationSeconds } = await fixture.synthesize(inputs.prompt);
        clips.push({ prompt: inputs.prompt, seconds: durationSeconds });
        return { audio: btoa(String.fromCharCode(...audio)) };
      },
    };
    await generateBookAudioWith(
      { db: db(), bucket: env.AUDIO, synthesizer: async () => createWorkersAiSynthesizer(ai) },
      book.bookId,
    );
    const { token } = await signedIn("premium");
    const cues = cuesIn(await (await call(`/api/v1/audio/cues/${book.bookId}/${chapter}.vtt`, { token })).text());
    expect(clips.map((c) => c.prompt)).toEqual([
      "Chapter 1.",
      "Snippet 1.",
      "A short one.",
      "Then a much longer second sentence.",
    ]);
    expect(cues.map((c) => c.text)).toEqual(["Chapter 1", "Snippet 1", "A short one.", "Then a much longer second sentence."]);
    for (const [i, cue] of cues.entries()) expect(cue.end - cue.start).toBeCloseTo(clips[i]!.seconds, 2);
    expect(cues.at(-1)!.end).toBeCloseTo(await audioSeconds(book.bookId, chapter), 2);
  });

  it("in production, keeps at most SPEECH_CONCURRENCY Workers AI calls in flight and the cues in speaking order", async () => {
    const book = await createBook();
    const sentences = Array.from({ length: 9 }, (_, i) => `Sentence number ${i + 1} is here.`);
    const chapter = await createChapterWithSnippets(book.bookId, 0, [`<p>${sentences.join(" ")}</p>`]);
    const fixture = createFixtureSynthesizer();
    let inFlight = 0;
    let most = 0;
    const prompts: string[] = [];
    const ai = {
      async run(_model: string, inputs: { prompt: string }) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        prompts.push(inputs.prompt);
        // Longer prompts answer sooner, so the answers come back out of order.
        const { audio } = await fixture.synthesize(inputs.prompt);
        for (let i = 0; i < 40 - inputs.prompt.length; i++) await Promise.resolve();
        inFlight -= 1;
        return { audio: btoa(String.fromCharCode(...audio)) };
      },
    };
    await generateBookAudioWith(
      { db: db(), bucket: env.AUDIO, synthesizer: async () => createWorkersAiSynthesizer(ai) },
      book.bookId,
    );
    // One call per unit: the chapter title, the snippet title and each sentence.
    expect(prompts).toHaveLength(2 + sentences.length);
    expect(most).toBe(SPEECH_CONCURRENCY);
    const { token } = await signedIn("premium");
    const cues = cuesIn(await (await call(`/api/v1/audio/cues/${book.bookId}/${chapter}.vtt`, { token })).text());
    expect(cues.map((c) => c.text)).toEqual(["Chapter 1", "Snippet 1", ...sentences]);
  });

  it("answers 404 with the envelope when a part has no cues", async () => {
    const { bookId } = await bookWithAudio();
    const { token } = await signedIn("premium");
    for (const path of [`${bookId}/no-such-part.vtt`, `no-such-book/full.vtt`, `${bookId}/full.mp3`]) {
      const res = await call(`/api/v1/audio/cues/${path}`, { token });
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe("NOT_FOUND");
    }
  });
});
