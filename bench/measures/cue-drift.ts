import { MPEGDecoder } from "mpg123-decoder";
import { createThreadedFliteSynthesizer, withAudioCache } from "../../scripts/lib/node-speech";
import { speakChapter } from "../../worker/jobs/book-audio";
import { joinChapterVtt } from "../../worker/lib/cues";
import { concatMp3, mp3DurationSeconds, mp3Frames } from "../../worker/lib/mp3";
import type { DemoBook } from "../../worker/db/seed/demo-book";
import { sanitizeHtml } from "../../worker/lib/sanitize";
import { chapterId, DEMO_BOOKS } from "../../worker/db/seed/demo-library";
import { cfg, log } from "../lib/config";
import { section } from "../lib/report";
import { driftAgainstSilence, MIN_PAUSE_SECONDS, SILENCE_OF_PEAK, silentGaps, WINDOW_SECONDS } from "../lib/pauses";
import { percentile } from "../lib/stats";

/** A demo chapter's text as the seed stores it (ids as worker/db/seed/demo-library.ts makes them). */
function chapterText(book: DemoBook, index: number) {
  const id = chapterId(book.id, index);
  const chapter = book.chapters[index]!;
  return {
    id,
    title: chapter.title,
    snippets: chapter.snippets.map((sn, i) => ({ id: `${id}-s${i + 1}`, title: sn.title, html: sanitizeHtml(sn.html) })),
  };
}

/** Start times of a part's cues, read from its WebVTT. */
function cueStarts(vtt: string): number[] {
  const seconds = (t: string) => t.split(":").reduce((sum, n) => sum * 60 + Number(n), 0);
  return [...vtt.matchAll(/^(\d{2,}:\d{2}:\d{2}\.\d{3}) --> /gm)].map((m) => seconds(m[1]!));
}

/**
 * Cue drift (issue 34 item 5): demo chapters spoken as the demo seed speaks them (speakChapter with offline Flite,
 * through the seed's audio cache), the MP3 decoded with mpg123-decoder, pauses measured from the PCM, and each cue
 * start compared with the pause between the units it separates.
 */
export async function cueDrift() {
  const s = section("Sentence cues: cue start against the silence measured between sentences (demo audio)");
  const chapters = DEMO_BOOKS.slice(0, cfg.cueChapters).map((book) => chapterText(book, 0));
  // The first book's full-book part too: its chapters joined, its cues theirs offset (as generateBookAudioWith does).
  const fullBook = DEMO_BOOKS[0]!;
  const threaded = createThreadedFliteSynthesizer();
  const speech = withAudioCache(threaded);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const drifts: number[] = [];
  const lags: number[] = [];
  let audioSeconds = 0;
  let endGap = 0;
  const parts: { id: string; audio: Uint8Array; cues: string | null }[] = [];
  try {
    for (const chapter of chapters) parts.push({ id: chapter.id, ...(await speakChapter(speech, chapter)) });
    const bookChapters = [parts[0]!];
    for (let i = 1; i < fullBook.chapters.length; i++)
      bookChapters.push({ id: "", ...(await speakChapter(speech, chapterText(fullBook, i))) });
    parts.push({
      id: `${fullBook.id} full`,
      audio: concatMp3(bookChapters.map((c) => c.audio)),
      cues: joinChapterVtt(
        bookChapters.map((c) => c.cues ?? ""),
        bookChapters.map((c) => mp3DurationSeconds(c.audio)),
      ),
    });
    for (const { id, audio, cues } of parts) {
      if (!cues) throw new Error(`Part ${id} has no cues.`);
      await decoder.reset();
      // Frame by frame: decode() of the whole joined file loops on MPG123_ERR in mpg123-decoder 1.0.3.
      const pcm = decoder.decodeFrames(mp3Frames(audio).map((f) => audio.subarray(f.offset, f.offset + f.length)));
      const samples = pcm.channelData[0]!;
      const seconds = samples.length / pcm.sampleRate;
      audioSeconds += seconds;
      const starts = cueStarts(cues);
      const ends = [...cues.matchAll(/ --> (\d{2,}:\d{2}:\d{2}\.\d{3})$/gm)].map((m) =>
        m[1]!.split(":").reduce((sum, n) => sum * 60 + Number(n), 0),
      );
      endGap = Math.max(endGap, Math.abs(ends.at(-1)! - seconds));
      for (const { drift, onsetLag } of driftAgainstSilence(starts, silentGaps(samples, pcm.sampleRate))) {
        drifts.push(drift * 1000);
        lags.push(onsetLag * 1000);
      }
      log(`cue drift: ${id}, ${starts.length} cues, ${seconds.toFixed(1)} s`);
    }
  } finally {
    decoder.free();
    await threaded.close();
  }
  const p95 = percentile(drifts, 95);
  s.rows.push({
    figure: `cue start to the pause between sentences, p95 (${drifts.length} boundaries, ${parts.length} parts)`,
    value: `${p95.toFixed(0)} ms`,
    budget: "≤ 150 ms",
    pass: p95 <= 150,
  });
  s.rows.push({
    figure: "the same, max",
    value: `${drifts.reduce((max, d) => Math.max(max, d), 0).toFixed(0)} ms`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "cue start to the next sentence's speech onset, p50 / p95",
    value: `${percentile(lags, 50).toFixed(0)} / ${percentile(lags, 95).toFixed(0)} ms`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "last cue end against the decoded audio's length, worst part",
    value: `${(endGap * 1000).toFixed(0)} ms`,
    budget: "≤ 500 ms",
    pass: endGap <= 0.5,
  });
  s.notes.push(
    `First chapter of ${chapters.length} demo books and the full-book part of ${fullBook.id} (${fullBook.chapters.length} chapters joined, cues offset), ${audioSeconds.toFixed(0)} s of speech, spoken by speakChapter (offline Flite, .tmp/audio-cache) and decoded by mpg123-decoder. A pause is ${MIN_PAUSE_SECONDS * 1000} ms or more of ${WINDOW_SECONDS * 1000} ms windows below ${SILENCE_OF_PEAK * 100}% of the chapter's loudest; a cue start inside the pause counts 0. The onset lag (the clip's own lead-in of silence and the MP3 encoder's delay) is shown for information: the highlight moves at the pause, before the next sentence is heard.`,
  );
}
