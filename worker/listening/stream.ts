import { audioKey, findAudioObject, FULL_AUDIO_PART } from "../db/audio";
import type { Database } from "../db/client";
import { primaryDb } from "../db/client";
import { findSessionUser } from "../db/users";
import { hasPremiumAccess } from "../lib/access";
import { ApiError, ERROR_STATUS, errorBody } from "../lib/errors";
import { parseRange, type RangeResult } from "../lib/http-range";
import type { TimeStep } from "../middleware/server-timing";
import { freeStepEnd, grantFreeBytes, verifyStreamGrant } from "./stream-grant";

/**
 * The full-audio fallback (spec 4 and 8, docs/product.md "Listening") puts this before the book id of any stream
 * link of the book: the derived address plays the book's full audio for the link's user and session.
 */
const FULL_AUDIO_PREFIX = "fullaudio_";
export const NO_FULL_AUDIO_MESSAGE = "This book has no full-book audio yet.";

/** The range of a plain `Range: bytes=a-b`, before the audio's size is known; null for any other form. */
function plainRange(header: string | undefined): RangeResult | null {
  const match = header?.match(/^bytes=(\d{1,15})-(\d{1,15})$/);
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return last >= first ? { kind: "partial", offset: first, length: last - first + 1 } : null;
}

const sameRange = (range: RangeResult | null, offset: number, length: number) =>
  range?.kind === "partial" && range.offset === offset && range.length === length;

/** Lets go of a read that will not be sent. */
const discardBody = (read: Promise<R2ObjectBody | null>) => read.then((object) => object?.body.cancel()).catch(() => undefined);

export interface StreamRequest {
  /** The address's book id (with the fallback prefix, or not) and file (`{part}.mp3`). */
  book: string;
  file: string;
  token: string;
  header(name: string): string | undefined;
}

/**
 * GET /audio/stream/{book}/{file} (docs/decisions/041, 042, 191): checks the signed link, its session and (premium
 * links) premium access, charges a free listener's bytes in the ledger before they are sent, and answers the audio
 * with Range, ETag and conditional requests.
 */
export async function streamAudio(
  { env, db, time }: { env: Env; db: Database; time: TimeStep },
  link: StreamRequest,
): Promise<Response> {
  const { book, file, header } = link;
  const grant = await time("grant", verifyStreamGrant(env, link.token));
  const fallback = book.startsWith(FULL_AUDIO_PREFIX);
  const bookId = fallback ? book.slice(FULL_AUDIO_PREFIX.length) : book;
  // The part the link's own address names; the fallback keeps it (the chapter's file) and swaps only the book id.
  const linkPart = file.slice(0, -".mp3".length);
  const part = fallback ? FULL_AUDIO_PART : linkPart;
  const invalidLink = () => new ApiError("INVALID_SIGNATURE", "This audio link is invalid or has expired. Start playback again.");
  if (!grant || grant.bookId !== bookId || grant.part !== linkPart) throw invalidLink();
  // Only this book's audio keys are reachable, whatever the path says.
  const key = audioKey(bookId, part);
  const readAudio = (r: RangeResult) =>
    time("r2-get", env.AUDIO.get(key, r.kind === "partial" ? { range: { offset: r.offset, length: r.length } } : {}));
  // A plain `bytes=a-b` (what players ask) is read from R2 beside the checks below (decision 191); it is sent only
  // if they pass and allow exactly those bytes, and let go of otherwise.
  const conditional = header("if-range") || header("if-none-match");
  const asked = conditional ? null : plainRange(header("range"));
  const early = asked ? readAudio(asked) : null;
  // Awaited only if it is sent; a failure otherwise is nobody's to report. Its object also stands in for the head (size,
  // ETag, type), which is asked only when the read fails (a range past the end, say): one R2 call instead of two.
  early?.catch(() => undefined);
  let kept: Promise<R2ObjectBody | null> | null = null;
  try {
    // Independent reads side by side (decision 191); nothing of the audio is sent before the checks below pass.
    const [listener, full, head] = await Promise.all([
      time("session", findSessionUser(primaryDb(env.DB), grant.sessionId, grant.userId)),
      fallback ? time("d1", findAudioObject(db, bookId, FULL_AUDIO_PART)) : null,
      time("r2-head", early ? early.catch(() => env.AUDIO.head(key)) : env.AUDIO.head(key)),
    ]);
    // A link opens one part of one book for one live session, or with the fallback prefix the same book's full
    // audio; premium links end with premium access.
    const premium = !!listener && hasPremiumAccess(listener);
    if (!listener || (grant.tier === "premium" && !premium)) throw invalidLink();
    // A chapter's link prices a chapter: the full audio is priced by its own duration, from the server's records.
    let durationSeconds = grant.durationSeconds;
    if (fallback) {
      if (!full) throw new ApiError("NO_FULL_AUDIO", NO_FULL_AUDIO_MESSAGE);
      durationSeconds = Math.max(1, full.durationSeconds);
    }
    if (!head)
      throw fallback
        ? new ApiError("NO_FULL_AUDIO", NO_FULL_AUDIO_MESSAGE)
        : new ApiError("NOT_FOUND", "This audio does not exist.");

    const headers = new Headers({
      "Content-Type": head.httpMetadata?.contentType ?? "audio/mpeg",
      "Accept-Ranges": "bytes",
      ETag: head.httpEtag,
      "Cache-Control": "private, max-age=600",
    });
    const ifNoneMatch = header("if-none-match");
    if (
      ifNoneMatch &&
      ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === head.httpEtag || tag.trim() === "*")
    )
      return new Response(null, { status: 304, headers });

    let range =
      header("if-range") && header("if-range") !== head.httpEtag
        ? ({ kind: "full" } as RangeResult)
        : parseRange(header("range"), head.size);
    const unsatisfiable = (code: "RANGE_NOT_SATISFIABLE" | "DAILY_LIMIT_STREAM_END", message: string) => {
      headers.set("Content-Range", `bytes */${head.size}`);
      headers.set("Content-Type", "application/json");
      return new Response(JSON.stringify(errorBody(code, message)), { status: ERROR_STATUS[code], headers });
    };
    if (range.kind === "unsatisfiable")
      return unsatisfiable("RANGE_NOT_SATISFIABLE", `The requested range is outside the audio's ${head.size} bytes.`);
    let prefetched: Promise<R2ObjectBody | null> | null = null;
    if (!premium) {
      // Free allowance (041): each answer carries at most one step of audio, charged before it is sent. Past the
      // allowance the answer is 416 DAILY_LIMIT_STREAM_END, which media elements take as the end of what they can buffer.
      const start = range.kind === "partial" ? range.offset : 0;
      const end = range.kind === "partial" ? range.offset + range.length - 1 : head.size - 1;
      const request = { part: `${bookId}/${part}`, size: head.size, duration: durationSeconds, start, end };
      // The step's bytes are read while the ledger charges them (decision 191), and sent only if it grants them all.
      const stepEnd = freeStepEnd(request);
      const stepRead = sameRange(asked, start, stepEnd - start + 1)
        ? early!
        : readAudio({ kind: "partial", offset: start, length: stepEnd - start + 1 });
      const granted = await time("reserve", grantFreeBytes(env, grant.userId, request));
      if (granted !== stepEnd && stepRead !== early) discardBody(stepRead);
      if (granted === null)
        return unsatisfiable(
          "DAILY_LIMIT_STREAM_END",
          "You have used today's free listening time. Subscribe to Premium for unlimited listening.",
        );
      if (range.kind === "partial" || granted < head.size - 1)
        range = { kind: "partial", offset: start, length: granted - start + 1 };
      if (granted === stepEnd) prefetched = stepRead;
    } else if (range.kind === "partial" && sameRange(asked, range.offset, range.length)) prefetched = early;
    kept = prefetched ?? readAudio(range);
    const object = await kept;
    if (!object) throw new ApiError("NOT_FOUND", "This audio does not exist.");
    if (range.kind === "partial") {
      headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
      headers.set("Content-Length", String(range.length));
      return new Response(object.body, { status: 206, headers });
    }
    headers.set("Content-Length", String(head.size));
    return new Response(object.body, { status: 200, headers });
  } finally {
    if (early && kept !== early) discardBody(early);
  }
}
