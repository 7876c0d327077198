import { describe, expect, it } from "vitest";
import { createFixtureSynthesizer } from "../../scripts/lib/fixture-speech";
import { concatMp3, mp3DurationSeconds, mp3Frames } from "../../worker/lib/mp3";

// The browser suite's demo audio (decision 140): silent MP3 that the audio job joins and measures like Flite's.
describe("fixture speech", () => {
  const fixture = createFixtureSynthesizer();
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("lasts as long as the text takes to say, at about 150 words a minute", async () => {
    const { audio, contentType, durationSeconds } = await fixture.synthesize(words(300));
    expect(contentType).toBe("audio/mpeg");
    expect(durationSeconds).toBeCloseTo(120, 0);
    expect(mp3DurationSeconds(audio)).toBe(durationSeconds);
    // Small: 8 kbps, about 1 KB a second.
    expect(audio.length).toBeLessThan(125 * 1024);
  });

  it("is whole MPEG Layer III frames at 16 kHz, which join by concatenation", async () => {
    const a = await fixture.synthesize(words(10));
    const b = await fixture.synthesize(words(25));
    const frames = mp3Frames(a.audio);
    expect(frames.every((f) => f.sampleRate === 16_000 && f.samples === 576 && f.length === 36)).toBe(true);
    expect(frames.length * 36).toBe(a.audio.length);
    expect(mp3DurationSeconds(concatMp3([a.audio, b.audio]))).toBeCloseTo(a.durationSeconds + b.durationSeconds, 5);
  });

  it("refuses an empty text, as the real synthesizers do", async () => {
    await expect(fixture.synthesize("  \n ")).rejects.toThrow("Nothing to synthesize");
  });
});
