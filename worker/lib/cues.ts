import type { SentenceCueId } from "../../shared/contract";

/**
 * Sentence cues for one audio part (issue 34, docs/decisions/046-sentence-cues.md).
 *
 * A part is spoken as units, in order: the chapter title, then each snippet's title and its sentences.
 * Each unit is synthesized on its own, so its audio duration is exact and a cue is simply the running sum.
 *
 * WebVTT form, readable by the browser's TextTrack/VTTCue or any WebVTT parser:
 * - cue identifier says where the cue sits: `chapter-title <chapterId>`, `snippet-title <snippetId>`,
 *   or `sentence <snippetId> <start>-<end>` (character range in the snippet's displayed text, end exclusive);
 * - cue payload is the spoken text, whitespace collapsed, `&`, `<`, `>` escaped.
 */

/** Where a unit sits in the displayed text. */
export type CueUnit =
  | { kind: "chapter-title"; chapterId: string; text: string }
  | { kind: "snippet-title"; snippetId: string; text: string }
  | { kind: "sentence"; snippetId: string; start: number; end: number; text: string };

export interface Cue {
  /** Seconds from the start of the part. */
  start: number;
  end: number;
  unit: CueUnit;
}

export interface CueChapter {
  id: string;
  title: string;
  snippets: { id: string; title: string; html: string }[];
}

const BLOCK_TAG = /^<\/?(p|li|ul|ol|blockquote|h[1-6]|div|br|tr|td|th|pre|hr)\b/i;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A snippet's displayed text (what the browser's `textContent` gives for its HTML: tags dropped, entities
 * decoded, nothing added) and the ranges of its blocks (paragraphs, list items, headings).
 */
export function displayedText(html: string): { text: string; blocks: [number, number][] } {
  let text = "";
  const blocks: [number, number][] = [];
  let blockStart = 0;
  const closeBlock = () => {
    if (text.length > blockStart) blocks.push([blockStart, text.length]);
    blockStart = text.length;
  };
  for (const token of html.match(/<[^>]*>|[^<]+|</g) ?? []) {
    if (token.startsWith("<") && token.length > 1) {
      if (BLOCK_TAG.test(token)) closeBlock();
    } else {
      text += decodeEntities(token);
    }
  }
  closeBlock();
  return { text, blocks };
}

const HAS_WORD = /[\p{L}\p{N}]/u;
const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** Sentences of a snippet's displayed text, each as a trimmed character range. */
export function snippetSentences(html: string): { start: number; end: number; text: string }[] {
  const { text, blocks } = displayedText(html);
  const sentences: { start: number; end: number; text: string }[] = [];
  for (const [blockStart, blockEnd] of blocks) {
    for (const { segment, index } of sentenceSegmenter.segment(text.slice(blockStart, blockEnd))) {
      const lead = segment.length - segment.trimStart().length;
      const trimmed = segment.trim();
      if (!HAS_WORD.test(trimmed)) continue;
      const start = blockStart + index + lead;
      sentences.push({ start, end: start + trimmed.length, text: trimmed });
    }
  }
  return sentences;
}

/** The units a chapter's audio speaks, in speaking order. */
export function chapterCueUnits(chapter: CueChapter): CueUnit[] {
  const units: CueUnit[] = [];
  if (HAS_WORD.test(chapter.title)) units.push({ kind: "chapter-title", chapterId: chapter.id, text: chapter.title.trim() });
  for (const snippet of chapter.snippets) {
    if (HAS_WORD.test(snippet.title)) units.push({ kind: "snippet-title", snippetId: snippet.id, text: snippet.title.trim() });
    for (const s of snippetSentences(snippet.html)) units.push({ kind: "sentence", snippetId: snippet.id, ...s });
  }
  return units;
}

/** What is sent to the synthesizer for a unit: titles get a full stop so the voice pauses after them. */
export function unitSpeechText(unit: CueUnit): string {
  const text = unit.text.replace(/\s+/g, " ").trim();
  return unit.kind === "sentence" || /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** Cues from the units and each unit's audio duration (seconds), back to back from `offset`. */
export function timeCues(units: CueUnit[], durations: number[], offset = 0): Cue[] {
  if (units.length !== durations.length) throw new Error("Every unit needs its audio duration.");
  let at = offset;
  return units.map((unit, i) => {
    const start = at;
    at += Math.max(0, durations[i]!);
    return { start, end: at, unit };
  });
}

/**
 * A full-book part's cues: each chapter's cues shifted by the audio durations of the chapters before it
 * (the full-book audio is the chapters' audio joined in order).
 */
export function fullBookCues(chapters: { cues: Cue[]; durationSeconds: number }[]): Cue[] {
  let offset = 0;
  const out: Cue[] = [];
  for (const chapter of chapters) {
    for (const cue of chapter.cues) out.push({ ...cue, start: cue.start + offset, end: cue.end + offset });
    offset += chapter.durationSeconds;
  }
  return out;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000), 2)}:${pad(Math.floor(ms / 60_000) % 60, 2)}:${pad(Math.floor(ms / 1000) % 60, 2)}.${pad(ms % 1000, 3)}`;
}

export function cueIdentifier(unit: CueUnit): SentenceCueId {
  if (unit.kind === "chapter-title") return `chapter-title ${unit.chapterId}`;
  if (unit.kind === "snippet-title") return `snippet-title ${unit.snippetId}`;
  return `sentence ${unit.snippetId} ${unit.start}-${unit.end}`;
}

/** Reads a cue identifier back (the web player's side of the format); null for anything else. */
export function parseCueIdentifier(
  id: string,
):
  | { kind: "chapter-title"; chapterId: string }
  | { kind: "snippet-title"; snippetId: string }
  | { kind: "sentence"; snippetId: string; start: number; end: number }
  | null {
  const [kind, ref, range, ...rest] = id.split(" ");
  if (!ref || rest.length) return null;
  if (kind === "chapter-title" && !range) return { kind, chapterId: ref };
  if (kind === "snippet-title" && !range) return { kind, snippetId: ref };
  const m = kind === "sentence" && range ? /^(\d+)-(\d+)$/.exec(range) : null;
  return m ? { kind: "sentence", snippetId: ref, start: Number(m[1]), end: Number(m[2]) } : null;
}

const escapePayload = (text: string) =>
  text.replace(/\s+/g, " ").trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** WebVTT text of a part's cues. Times are rounded to milliseconds from the running sum, so cues never overlap. */
export function cuesToVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue) => `${cueIdentifier(cue.unit)}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escapePayload(cue.unit.text)}`,
  );
  return `WEBVTT\n\n${blocks.map((b) => `${b}\n\n`).join("")}`;
}

const TIMING_LINE = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (h: string, m: string, s: string, ms: string) =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * A full-book part's WebVTT from its chapters' WebVTT (as cuesToVtt wrote them): each chapter's cues shifted by
 * the audio durations of the chapters before it. Used when some chapters' audio was stored by an earlier run.
 */
export function joinChapterVtt(chapters: string[], durations: number[]): string {
  let offset = 0;
  const bodies = chapters.map((vtt, i) => {
    const shift = offset;
    offset += durations[i] ?? 0;
    return vtt
      .replace(/^WEBVTT[^\n]*\n\n/, "")
      .split("\n")
      .map((line) => {
        const m = TIMING_LINE.exec(line);
        if (!m) return line;
        const start = seconds(m[1]!, m[2]!, m[3]!, m[4]!) + shift;
        const end = seconds(m[5]!, m[6]!, m[7]!, m[8]!) + shift;
        return `${timestamp(start)} --> ${timestamp(end)}`;
      })
      .join("\n");
  });
  return `WEBVTT\n\n${bodies.join("")}`;
}
