import { describe, expect, it } from "vitest";
import { PlayedAudioCounter } from "../../web/src/features/player/lib/played-audio-counter";

/** Plays `seconds` of wall time at `rate`, reading the position every 250 ms as timeupdate does. */
function play(counter: PlayedAudioCounter, from: number, seconds: number, rate: number) {
  let position = from;
  let total = 0;
  counter.restartAt(position);
  for (let t = 0; t < seconds; t += 0.25) {
    position += 0.25 * rate;
    total += counter.advanceTo(position);
  }
  return { total, position };
}

describe("PlayedAudioCounter: the allowance counts seconds of audio", () => {
  it("counts audio, not wall time: 2x uses the allowance twice as fast", () => {
    expect(play(new PlayedAudioCounter(), 0, 10, 1).total).toBeCloseTo(10);
    expect(play(new PlayedAudioCounter(), 0, 10, 2).total).toBeCloseTo(20);
    expect(play(new PlayedAudioCounter(), 0, 10, 0.5).total).toBeCloseTo(5);
  });

  it("counts nothing for a seek, forward or back, and nothing before the first reading", () => {
    const counter = new PlayedAudioCounter();
    expect(counter.advanceTo(42)).toBe(0);
    const { position } = play(counter, 0, 4, 1);
    counter.restartAt(position + 120); // skip forward
    expect(counter.advanceTo(position + 121)).toBeCloseTo(1);
    counter.restartAt(3); // back to the start
    expect(counter.advanceTo(4)).toBeCloseTo(1);
  });

  it("never counts a backwards move or a non-number", () => {
    const counter = new PlayedAudioCounter();
    counter.restartAt(50);
    expect(counter.advanceTo(40)).toBe(0);
    expect(counter.advanceTo(Number.NaN)).toBe(0);
    expect(counter.advanceTo(41)).toBeCloseTo(1);
    counter.restartAt(null);
    expect(counter.advanceTo(60)).toBe(0);
  });
});
