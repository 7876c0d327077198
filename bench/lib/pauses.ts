/** Pauses measured in decoded speech, and cue starts scored against them (the cue-drift figure, issue 34). */

/** Analysis window for loudness, and what counts as a pause between sentences (issue 34 item 5). */
export const WINDOW_SECONDS = 0.005;
export const MIN_PAUSE_SECONDS = 0.06;
/** Quieter than this fraction of the chapter's loudest window (-34 dB) is silence. */
export const SILENCE_OF_PEAK = 0.02;

interface Gap {
  start: number;
  end: number;
}

/** The pauses in mono PCM: runs of quiet windows at least MIN_PAUSE_SECONDS long, in seconds. */
export function silentGaps(samples: Float32Array, sampleRate: number): Gap[] {
  const size = Math.round(WINDOW_SECONDS * sampleRate);
  const rms: number[] = [];
  for (let at = 0; at < samples.length; at += size) {
    let sum = 0;
    const end = Math.min(samples.length, at + size);
    for (let i = at; i < end; i++) sum += samples[i]! * samples[i]!;
    rms.push(Math.sqrt(sum / Math.max(1, end - at)));
  }
  const threshold = rms.reduce((max, r) => Math.max(max, r), 0) * SILENCE_OF_PEAK;
  const gaps: Gap[] = [];
  let from = -1;
  for (let w = 0; w <= rms.length; w++) {
    const quiet = w < rms.length && rms[w]! < threshold;
    if (quiet && from < 0) from = w;
    if (!quiet && from >= 0) {
      if ((w - from) * WINDOW_SECONDS >= MIN_PAUSE_SECONDS) gaps.push({ start: from * WINDOW_SECONDS, end: w * WINDOW_SECONDS });
      from = -1;
    }
  }
  return gaps;
}

/**
 * For each cue after the first (a boundary between two spoken units): how far its start lies from the pause measured
 * there (0 when inside it), and how long after it the next unit's speech begins.
 */
export function driftAgainstSilence(starts: number[], gaps: Gap[]): { drift: number; onsetLag: number }[] {
  return starts.slice(1).map((start) => {
    let best: Gap | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const gap of gaps) {
      const distance = start < gap.start ? gap.start - start : start > gap.end ? start - gap.end : 0;
      if (distance < bestDistance) [best, bestDistance] = [gap, distance];
    }
    return { drift: bestDistance, onsetLag: best ? Math.abs(best.end - start) : Number.NaN };
  });
}
