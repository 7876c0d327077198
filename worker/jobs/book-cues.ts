import { cuesKey, FULL_AUDIO_PART, listAllAudioParts, listAudioObjects } from "../db/audio";
import type { Database } from "../db/client";

/**
 * Which stored audio lacks sentence cues (decision 170). A book whose only audio is its full part reads its summary
 * (no chapters), which has no cues by design (decision 046), so it never counts as missing.
 */

function missingParts(parts: string[], hasCues: (part: string) => boolean): string[] {
  if (parts.every((part) => part === FULL_AUDIO_PART)) return [];
  return parts.filter((part) => !hasCues(part));
}

/** The book's audio parts without cues. */
export async function partsMissingCues(db: Database, bucket: R2Bucket, bookId: string): Promise<string[]> {
  const parts = (await listAudioObjects(db, bookId)).map((row) => row.part);
  const stored = new Set<string>();
  await listKeys(bucket, `cues/${encodeURIComponent(bookId)}/`, (key) => stored.add(key));
  return missingParts(parts, (part) => stored.has(cuesKey(bookId, part)));
}

/**
 * Books with audio but without cues for some part, in book id order, at most `limit`; `more` says whether others
 * were left for the next pass. One D1 read for the audio rows and one R2 listing of the cues.
 */
export async function booksMissingCues(
  db: Database,
  bucket: R2Bucket,
  limit: number,
): Promise<{ books: { bookId: string; parts: string[] }[]; more: boolean }> {
  const partsByBook = new Map<string, string[]>();
  for (const { bookId, part } of await listAllAudioParts(db)) partsByBook.set(bookId, [...(partsByBook.get(bookId) ?? []), part]);
  const stored = new Set<string>();
  await listKeys(bucket, "cues/", (key) => stored.add(key));
  const books: { bookId: string; parts: string[] }[] = [];
  for (const [bookId, parts] of partsByBook) {
    const missing = missingParts(parts, (part) => stored.has(cuesKey(bookId, part)));
    if (missing.length === 0) continue;
    if (books.length === limit) return { books, more: true };
    books.push({ bookId, parts: missing });
  }
  return { books, more: false };
}

async function listKeys(bucket: R2Bucket, prefix: string, onKey: (key: string) => void) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    for (const object of page.objects) onKey(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
