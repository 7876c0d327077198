// The bench's cue-drift measure (bench/lib/pauses.ts): pauses found in PCM, and a cue start scored by its
// distance from the pause it should sit in, so a cue that starts inside speech is caught.
import { describe, expect, it } from "vitest";
import { driftAgainstSilence, silentGaps } from "../../bench/lib/pauses";

const RATE = 16_000;
const tone = (seconds: number) => Array.from({ length: seconds * RATE }, (_, i) => 0.5 * Math.sin(i / 5));
const silence = (seconds: number) => new Array<number>(seconds * RATE).fill(0);
// Speech 0-1 s, pause 1-1.4 s, speech 1.4-2.4 s, pause 2.4-2.8 s, speech 2.8-3.8 s.
const pcm = new Float32Array([...tone(1), ...silence(0.4), ...tone(1), ...silence(0.4), ...tone(1)]);

describe("cue drift against measured pauses", () => {
  it("finds the pauses between sounds", () => {
    const gaps = silentGaps(pcm, RATE);
    expect(gaps).toHaveLength(2);
    expect(gaps[0]!.start).toBeCloseTo(1, 2);
    expect(gaps[0]!.end).toBeCloseTo(1.4, 2);
    expect(gaps[1]!.start).toBeCloseTo(2.4, 2);
  });

  it("scores a cue start inside the pause 0, and one inside speech by its distance from the pause", () => {
    const gaps = silentGaps(pcm, RATE);
    const inside = driftAgainstSilence([0, 1.2, 2.6], gaps);
    expect(inside.map((d) => d.drift)).toEqual([0, 0]);
    expect(inside[0]!.onsetLag).toBeCloseTo(0.2, 2);
    const late = driftAgainstSilence([0, 1.6, 2.3], gaps);
    expect(late[0]!.drift).toBeCloseTo(0.2, 2);
    expect(late[1]!.drift).toBeCloseTo(0.1, 2);
  });
});
