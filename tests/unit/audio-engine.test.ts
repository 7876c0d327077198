import { describe, expect, it } from "vitest";
import { AudioEngine, type AudioEngineEvents } from "../../web/src/features/player/lib/audio-engine";
import { FakeMedia } from "./support/fake-media";

function engineOnFake(events: AudioEngineEvents = {}) {
  const media = new FakeMedia();
  const played: number[] = [];
  const engine = new AudioEngine({ ...events, played: (s) => played.push(s) }, () => media);
  const totalPlayed = () => played.reduce((a, b) => a + b, 0);
  return { media, engine, played, totalPlayed };
}

describe("AudioEngine", () => {
  it("creates no media element until something loads", () => {
    let created = 0;
    const engine = new AudioEngine({}, () => {
      created++;
      return new FakeMedia();
    });
    engine.pause();
    engine.setRate(2);
    expect(engine.seek(30)).toBe(0);
    expect(created).toBe(0);
    expect(engine.hasSource).toBe(false);
  });

  it("starts a source at the given place once its length is known, at the chosen rate", async () => {
    const loaded: { duration: number; currentTime: number }[] = [];
    const { media, engine } = engineOnFake({ loaded: (m) => loaded.push(m) });
    engine.load("https://audio.test/a", 42, 1.5);
    expect(media.src).toBe("https://audio.test/a");
    expect(media.preload).toBe("metadata");
    media.loadMetadata(600);
    expect(loaded).toEqual([{ duration: 600, currentTime: 42 }]);
    expect(media.playbackRate).toBe(1.5);
    await engine.play();
    expect(engine.paused).toBe(false);
  });

  it("answers the place a new source starts at until its length is known, then the playhead", () => {
    const { media, engine } = engineOnFake();
    engine.load("https://audio.test/a", 42, 1);
    expect(media.currentTime).toBe(0);
    expect(engine.currentTime).toBe(42);
    media.loadMetadata(600);
    media.advance(3);
    expect(engine.currentTime).toBe(45);
    engine.load("https://audio.test/b", null, 1);
    media.loadMetadata(300);
    expect(engine.currentTime).toBe(0);
  });

  it("starts over when the saved place is at the very end", () => {
    const { media, engine } = engineOnFake();
    engine.load("https://audio.test/a", 599, 1);
    media.loadMetadata(600);
    expect(engine.currentTime).toBe(0);
  });

  it("counts the seconds played, not the seconds skipped", async () => {
    const { media, engine, totalPlayed } = engineOnFake();
    engine.load("https://audio.test/a", null, 1);
    media.loadMetadata(600);
    await engine.play();
    media.advance(10);
    media.advance(5);
    expect(totalPlayed()).toBe(15);
    expect(engine.seek(300)).toBe(300);
    media.advance(4);
    expect(totalPlayed()).toBe(19);
    engine.pause();
    expect(totalPlayed()).toBe(19);
  });

  it("clamps a seek to the audio", () => {
    const { media, engine } = engineOnFake();
    engine.load("https://audio.test/a", null, 1);
    media.loadMetadata(120);
    expect(engine.seek(-5)).toBe(0);
    expect(engine.seek(500)).toBe(120);
  });

  it("keeps the chosen rate when the browser resets it", () => {
    const { media, engine } = engineOnFake();
    engine.load("https://audio.test/a", null, 1);
    engine.setRate(2);
    media.playbackRate = 1;
    expect(media.playbackRate).toBe(2);
  });

  it("reports progress, the end with its last seconds, and failures", async () => {
    const seen: string[] = [];
    const { media, engine, totalPlayed } = engineOnFake({
      progress: (p) => seen.push(`at ${p.currentTime}`),
      ended: () => seen.push("ended"),
      failed: () => seen.push("failed"),
    });
    engine.load("https://audio.test/a", null, 1);
    media.loadMetadata(20);
    await engine.play();
    media.advance(12);
    media.end();
    media.fail();
    expect(seen).toEqual(["at 12", "ended", "failed"]);
    expect(totalPlayed()).toBe(20);
  });

  it("lets a failed source be replaced once until a replacement plays", () => {
    const { engine } = engineOnFake();
    expect(engine.claimRecovery()).toBe(true);
    expect(engine.claimRecovery()).toBe(false);
    engine.allowRecovery();
    expect(engine.claimRecovery()).toBe(true);
  });
});
