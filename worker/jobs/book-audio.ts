import pMap from "p-map";
import { audioKey, cuesKey, FULL_AUDIO_PART, listAudioObjects, saveAudioObject } from "../db/audio";
import { listChapterTexts, type ChapterText } from "../db/chapters";
import { findBookById, updateBook } from "../db/books";
import { createDb, type Database } from "../db/client";
import { writeAsHolder, type JobHolder } from "../db/jobs";
import { chapterCueUnits, cuesToVtt, joinChapterVtt, timeCues, unitSpeechText } from "../lib/cues";
import { concatMp3, mp3DurationSeconds } from "../lib/mp3";
import { createSpeechSynthesizer, type SpeechSynthesizer } from "../services/speech";

/**
 * Turns a book's chapters into chapter audio and full-book audio in R2.
 * Contract, used by the audio job and by the PDF pipeline's last step:
 * - idempotent: rerunning after a crash or redelivery never duplicates objects or rows;
 * - reports progress as chapters finish;
 * - sets books.audio/audio_source/full_audio/full_audio_source/chapter_duration when done;
 * - speaks a chapter sentence by sentence and stores its sentence cues (WebVTT, worker/lib/cues.ts) before the
 *   audio row, so a part's cues exist whenever its row does (decision 046).
 */
export interface BookAudioOptions {
  onProgress?: (done: number, total: number) => Promise<void>;
  /** The job delivery this runs for: its rows are written only while it holds the job (decision 063). */
  holder?: JobHolder;
  /**
   * Give every part sentence cues (the cues job, the demo seed; decision 170): a chapter stored without cues is spoken
   * again, and a full-book part without cues gets its chapters' cues, offset, without speaking anything.
   */
  completeCues?: boolean;
}

export async function generateBookAudio(env: Env, bookId: string, options: BookAudioOptions = {}): Promise<void> {
  await generateBookAudioWith(
    { db: createDb(env.DB), bucket: env.AUDIO, synthesizer: () => createSpeechSynthesizer(env) },
    bookId,
    options,
  );
}

export interface BookAudioDeps {
  db: Database;
  bucket: R2Bucket;
  /** A factory, so that a rerun with every part already stored never loads a synthesizer. */
  synthesizer: () => Promise<SpeechSynthesizer>;
}

export interface BookAudioResult {
  /** Parts synthesized by this run (chapter ids, "full"); empty when everything existed. */
  generated: string[];
  /** Parts whose cues were derived from their chapters' cues, with no speech (the full-book part). */
  derivedCues: string[];
  chapterDuration: Record<string, number>;
}

/** Plain text of snippet HTML: tags dropped, the few entities the sanitizer leaves decoded. */
export function htmlToSpeechText(html: string): string {
  return html
    .replace(/<\/(p|li|blockquote|h[1-6])>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n\s*/g, "\n\n")
    .trim();
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?:]$/.test(t) ? t : `${t}.`;
}

/** What is read aloud for a chapter: its title, then each snippet's title and text. */
export function chapterSpeechText(chapter: ChapterText): string {
  const parts = [sentence(chapter.title)];
  for (const s of chapter.snippets) {
    const body = htmlToSpeechText(s.html);
    if (s.title.trim()) parts.push(sentence(s.title));
    if (body) parts.push(body);
  }
  return parts.join("\n\n");
}

/**
 * Units of a chapter spoken at once (decision 170): a Workers AI call per sentence waits mostly on the network, so a
 * few in flight make a chapter several times faster, while staying far below the model's per-minute request limit.
 */
export const SPEECH_CONCURRENCY = 4;

/**
 * A chapter's audio spoken unit by unit (title, snippet titles, sentences), so each unit's duration, and with it
 * every cue, is measured from the audio itself. A chapter with nothing to say beyond punctuation falls back to its
 * whole text, without cues.
 */
export async function speakChapter(
  synth: SpeechSynthesizer,
  chapter: ChapterText,
): Promise<{ audio: Uint8Array; cues: string | null }> {
  const units = chapterCueUnits(chapter);
  if (units.length === 0) return { audio: (await synth.synthesize(chapterSpeechText(chapter))).audio, cues: null };
  // In order; after a failure no further unit is started (p-map's stopOnError).
  const clips = await pMap(units, async (unit) => (await synth.synthesize(unitSpeechText(unit))).audio, {
    concurrency: SPEECH_CONCURRENCY,
  });
  const cues = cuesToVtt(timeCues(units, clips.map(mp3DurationSeconds)));
  return { audio: concatMp3(clips), cues };
}

export async function generateBookAudioWith(
  deps: BookAudioDeps,
  bookId: string,
  options: BookAudioOptions = {},
): Promise<BookAudioResult> {
  const { db, bucket } = deps;
  const book = await findBookById(db, bookId);
  if (!book) throw new Error(`Book ${bookId} does not exist.`);

  const chapterList = await listChapterTexts(db, bookId);
  const parts = chapterList.map((c) => ({ part: c.id, chapter: c }));
  const summary = book.largeSummarization ?? book.mediumSummarization ?? book.smallSummarization ?? "";
  const summaryOnly = parts.length === 0;
  if (summaryOnly && !summary.trim()) throw new Error(`Book ${bookId} has neither chapters nor a summary to read.`);

  const existing = new Map((await listAudioObjects(db, bookId)).map((row) => [row.part, row]));
  const total = parts.length + 1;
  let done = 0;
  let synthesizer: SpeechSynthesizer | null = null;
  const speech = async () => (synthesizer ??= await deps.synthesizer());
  const generated: string[] = [];
  const derivedCues: string[] = [];
  const sources = new Map<string, string>();
  const chapterAudio: Uint8Array[] = [];
  const chapterDuration: Record<string, number> = {};

  const store = async (part: string, audio: Uint8Array, source: string, cues: string | null) => {
    const key = audioKey(bookId, part);
    if (cues !== null) await bucket.put(cuesKey(bookId, part), cues, { httpMetadata: { contentType: "text/vtt" } });
    const durationSeconds = Math.round(mp3DurationSeconds(audio) * 100) / 100;
    await bucket.put(key, audio, {
      httpMetadata: { contentType: "audio/mpeg" },
      customMetadata: { durationSeconds: String(durationSeconds), source },
    });
    await saveAudioObject(db, { bookId, part, r2Key: key, durationSeconds, sizeBytes: audio.byteLength, source }, options.holder);
    generated.push(part);
    sources.set(part, source);
    return durationSeconds;
  };

  const fullRow = existing.get(FULL_AUDIO_PART);
  /** Each chapter's cue text, or null when a chapter stored before cues existed has none. */
  const chapterCues: (string | null)[] = [];
  for (const { part, chapter } of parts) {
    const row = existing.get(part);
    const stored = row ? await bucket.get(row.r2Key) : null;
    const storedCues = stored ? await bucket.get(cuesKey(bookId, part)) : null;
    const keep = stored && (storedCues || !options.completeCues || chapterCueUnits(chapter).length === 0);
    if (row && stored && keep) {
      // Kept in case the full-book audio has to be (re)built from the chapters.
      chapterAudio.push(new Uint8Array(await stored.arrayBuffer()));
      chapterCues.push((await storedCues?.text()) ?? null);
      chapterDuration[part] = row.durationSeconds;
      sources.set(part, row.source);
    } else {
      const synth = await speech();
      const { audio, cues } = await speakChapter(synth, chapter);
      chapterDuration[part] = await store(part, audio, synth.name, cues);
      chapterAudio.push(audio);
      chapterCues.push(cues);
    }
    done += 1;
    await options.onProgress?.(done, total);
  }

  let fullSource = fullRow?.source ?? null;
  const chaptersChanged = generated.length > 0;
  if (!fullRow || chaptersChanged || !(await bucket.head(fullRow.r2Key))) {
    if (summaryOnly) {
      const synth = await speech();
      const { audio } = await synth.synthesize(summary);
      await store(FULL_AUDIO_PART, audio, synth.name, null);
      fullSource = synth.name;
    } else {
      fullSource = [...new Set(parts.map((p) => sources.get(p.part)))].join(", ");
      await store(FULL_AUDIO_PART, concatMp3(chapterAudio), fullSource, joinedCues(chapterAudio, chapterCues));
    }
  } else if (options.completeCues && !summaryOnly && !(await bucket.head(cuesKey(bookId, FULL_AUDIO_PART)))) {
    // The full-book audio is its chapters' audio joined, so its cues are theirs, offset: nothing is spoken.
    const fullCues = joinedCues(chapterAudio, chapterCues);
    const chaptersSeconds = chapterAudio.reduce((sum, audio) => sum + mp3DurationSeconds(audio), 0);
    if (fullCues && Math.abs(chaptersSeconds - fullRow.durationSeconds) <= 0.05) {
      await bucket.put(cuesKey(bookId, FULL_AUDIO_PART), fullCues, { httpMetadata: { contentType: "text/vtt" } });
      derivedCues.push(FULL_AUDIO_PART);
    } else if (fullCues) {
      // Stored some other way than by joining these chapters: joined again (no speech), so the cues fit it.
      await store(FULL_AUDIO_PART, concatMp3(chapterAudio), fullSource ?? "", fullCues);
    }
  }
  done += 1;
  await options.onProgress?.(done, total);

  const audioSource = summaryOnly ? fullSource : (sources.get(parts[0]!.part) ?? null);
  await writeAsHolder(db, options.holder?.jobId ?? "", options.holder?.lease, [
    updateBook(db, bookId, {
      audio: !summaryOnly,
      audioSource,
      fullAudio: true,
      fullAudioSource: fullSource,
      chapterDuration,
    }),
  ]);
  return { generated, derivedCues, chapterDuration };
}

/** The full-book part's cues from its chapters' (null when a chapter has none). */
function joinedCues(chapterAudio: Uint8Array[], chapterCues: (string | null)[]): string | null {
  if (!chapterCues.every((c) => c !== null)) return null;
  return joinChapterVtt(chapterCues as string[], chapterAudio.map(mp3DurationSeconds));
}
