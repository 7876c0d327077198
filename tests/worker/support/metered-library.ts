import { FULL_AUDIO_PART } from "../../../worker/db/audio";
import { patternBytes, storeAudio } from "./audio";
import { createBook, createChapterWithSnippets } from "./factories";
import { BASE, call, json } from "./http";

/**
 * A small library of metered audio for the allowance and stream-link tests, and the ways a client fetches it.
 */

/** Each part: 300 s of audio in 30,000 bytes (100 bytes a second). */
export const PART_SECONDS = 300;
export const PART_BYTES = 30_000;

export interface Part {
  bookId: string;
  part: string;
  body: Record<string, unknown>;
}

/** Three books of two chapters and a full-book file each: 2,700 s of audio, far over the limit. */
export async function library(): Promise<Part[]> {
  const parts: Part[] = [];
  for (let b = 0; b < 3; b++) {
    const { bookId } = await createBook();
    for (let c = 0; c < 2; c++) {
      const chapterId = await createChapterWithSnippets(bookId, c, ["<p>Text.</p>"]);
      await storeAudio(bookId, chapterId, patternBytes(PART_BYTES), PART_SECONDS);
      parts.push({ bookId, part: chapterId, body: { bookId, chapterId } });
    }
    await storeAudio(bookId, FULL_AUDIO_PART, patternBytes(PART_BYTES), PART_SECONDS);
    parts.push({ bookId, part: FULL_AUDIO_PART, body: { bookId, fullAudio: true } });
  }
  return parts;
}

export async function mint(token: string, part: Part): Promise<string | null> {
  const res = await call("/api/v1/audio/get-audio", { token, body: part.body });
  return res.status === 200 ? (await json<{ audioUrl: string }>(res)).audioUrl : null;
}

/** Bytes actually received from a stream link (a truncated body counts what arrived). */
export async function receive(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await call(url.replace(BASE, ""), { headers });
  if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel();
    return 0;
  }
  let bytes = 0;
  const reader = res.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  } catch {
    // The meter aborted the stream: what arrived before counts.
  }
  return bytes;
}

/**
 * Downloads a link to the end the way a media element or a script does: range after range, each
 * answer saying where it stopped, until the file ends or the server refuses. Answers the bytes received.
 */
export async function download(url: string, from = 0): Promise<number> {
  let received = 0;
  let next = from;
  for (let guard = 0; guard < 1000; guard++) {
    const res = await call(url.replace(BASE, ""), { headers: { Range: `bytes=${next}-` } });
    if (res.status !== 206 && res.status !== 200) {
      await res.body?.cancel();
      return received;
    }
    received += (await res.arrayBuffer()).byteLength;
    const [, end, size] = /bytes \d+-(\d+)\/(\d+)/.exec(res.headers.get("content-range") ?? "") ?? [];
    if (!end || Number(end) + 1 >= Number(size)) return received;
    next = Number(end) + 1;
  }
  throw new Error("download did not finish");
}

export const secondsOf = (bytes: number) => (bytes / PART_BYTES) * PART_SECONDS;
