import { env } from "cloudflare:workers";
import { audioKey } from "../../../worker/db/audio";
import { audioObjects } from "../../../worker/db/schema";
import { readGrant, type StreamGrant } from "../../../worker/listening/stream-grant";
import { usageDay } from "../../../worker/listening/allowance";
import { db } from "./factories";

/** Stores an audio object the way the audio job does: R2 bytes plus its audio_objects row. */
export async function storeAudio(bookId: string, part: string, bytes: Uint8Array, durationSeconds = 60) {
  const key = audioKey(bookId, part);
  await env.AUDIO.put(key, bytes, { httpMetadata: { contentType: "audio/mpeg" } });
  await db().insert(audioObjects).values({
    id: crypto.randomUUID(),
    bookId,
    part,
    r2Key: key,
    contentType: "audio/mpeg",
    durationSeconds,
    sizeBytes: bytes.byteLength,
    source: "test",
  });
  return key;
}

/** Bytes 0..n-1 (mod 256), so any range's content is predictable. */
export function patternBytes(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => i % 256);
}

/** Sets today's played figure in the user's ledger (which publishes it to KV), as earlier reports would have left it. */
export async function setUsage(userId: string, seconds: number, creditedUntil: number | null = Date.now() - 3_600_000) {
  const ledger = env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(userId));
  await ledger.preset(userId, usageDay(Date.now()), { played: seconds, creditedUntil });
}

/** The claims of a stream link's token, as get-audio signed them (to re-sign variations in attacks). */
export function grantOf(audioUrl: string): StreamGrant {
  const token = new URL(audioUrl, "http://x").searchParams.get("token")!;
  return readGrant(token)!;
}
