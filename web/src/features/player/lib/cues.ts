/**
 * A part's sentence cues as the worker writes them (worker/lib/cues.ts, docs/decisions/046-sentence-cues.md):
 * WebVTT whose cue identifier says where the cue sits in the displayed text. Only that form is read here; anything
 * else in the file is skipped, so a cue we cannot place is simply not followed.
 */

export interface SentenceCue {
  /** Seconds from the start of the part. */
  start: number;
  end: number;
  snippetId: string;
  /** Character range in the snippet's displayed text (its textContent), end exclusive. */
  from: number;
  to: number;
  text: string;
}

const TIMING = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})/;
const SENTENCE_ID = /^sentence (\S+) (\d+)-(\d+)$/;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">" };

const seconds = (h: string, m: string, s: string, ms: string) =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** The sentence cues of a WebVTT file, in time order (titles and unknown cues left out). */
export function parseSentenceCues(vtt: string): SentenceCue[] {
  if (!vtt.startsWith("WEBVTT")) return [];
  const cues: SentenceCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const [id = "", timing = "", ...payload] = block.split("\n");
    const where = SENTENCE_ID.exec(id);
    const time = TIMING.exec(timing);
    if (!where || !time) continue;
    const from = Number(where[2]);
    const to = Number(where[3]);
    if (to <= from) continue;
    cues.push({
      start: seconds(time[1]!, time[2]!, time[3]!, time[4]!),
      end: seconds(time[5]!, time[6]!, time[7]!, time[8]!),
      snippetId: where[1]!,
      from,
      to,
      text: payload.join(" ").replace(/&(amp|lt|gt);/g, (e) => ENTITIES[e]!),
    });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** Index of the last cue that starts at or before `time`; -1 before the first. */
function lastStartedAt(cues: SentenceCue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (cues[mid]!.start <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The sentence being spoken at `time`, or -1 (before the first, after the last, or during a title). */
export function spokenCueIndex(cues: SentenceCue[], time: number): number {
  const i = lastStartedAt(cues, time);
  return i >= 0 && time < cues[i]!.end ? i : -1;
}

/** Within this many seconds of a sentence's start, "Save this sentence" means the one before (issue 34). */
export const SAVE_PREVIOUS_WITHIN = 2;

/**
 * The sentence "Save this sentence" keeps at `time`: the one being spoken, or the one just heard when it started
 * less than 2 s ago or a title is being spoken; null before the first sentence.
 */
export function sentenceToSave(cues: SentenceCue[], time: number): SentenceCue | null {
  const i = lastStartedAt(cues, time);
  if (i < 0) return null;
  const cue = cues[i]!;
  const spoken = time < cue.end;
  if (spoken && time - cue.start < SAVE_PREVIOUS_WITHIN && i > 0) return cues[i - 1]!;
  return cue;
}
