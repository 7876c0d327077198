import type { UserInfo } from "../../shared/contract";
import { FAVOURITES_KEY } from "../db/listening";
import { fitSession } from "../db/listening-sessions";
import { primaryDb } from "../db/client";
import { loadSessionUserInfo } from "../db/user-profile";
import type { AccessClaims } from "../lib/session-token";
import { addReach, sessionReach, type ChapterMark, type ChapterSpan } from "../lib/reader-progress";
import { untimed, type TimeStep } from "../middleware/server-timing";
import { listeningLedger } from "./allowance";
import type { LedgerOverlay } from "./ledger";
import { latestLast } from "./saving-order";
import type { ListeningSession } from "./sessions";

/**
 * The one merged read (docs/decisions/044-listening-writes.md): D1 holds what the user's ledger flushed; the
 * ledger's unflushed (or just-flushed) history and sessions are laid over it. user-info, my-library, coverage and
 * the listening log all read through here, so they agree with each other and with what was just reported.
 */
export function readOverlay(env: Env, userId: string): Promise<LedgerOverlay> {
  return listeningLedger(env, userId).overlay();
}

/** Speeds the ledger holds beyond D1's. */
export const overlaySpeeds = (overlay: LedgerOverlay) => overlay.history?.playbackSpeeds ?? {};

/**
 * The user info (POST /user-info) of a live session, with the ledger's history laid over D1's; null when the
 * session is not live. The session check, the user and D1's part are one statement on the primary, the ledger is
 * read beside it, and its answer is dropped with the rest when the session is not live (decision 193).
 */
export async function readUserInfo(env: Env, claims: AccessClaims, time: TimeStep = untimed): Promise<UserInfo | null> {
  const [info, { history }] = await Promise.all([
    time("d1", loadSessionUserInfo(primaryDb(env.DB), claims.sessionId, claims.userId)),
    time("ledger", readOverlay(env, claims.userId)),
  ]);
  if (!info || !history) return info;
  const positions = Object.fromEntries(Object.entries(history.audioHistory).filter(([key]) => key !== FAVOURITES_KEY));
  return {
    ...info,
    audio_history: { ...latestLast(info.audio_history, positions), favorites: info.audio_history.favorites },
    audio_history_chapter: { ...info.audio_history_chapter, ...history.audioHistoryChapter },
    playback_speeds: { ...info.playback_speeds, ...history.playbackSpeeds },
  };
}

/** Lays the ledger's sessions of one book over D1's chapter marks (the same fitting the flush does). */
export function overlayMarks(
  marks: Map<string, ChapterMark>,
  spans: ChapterSpan[],
  bookId: string,
  sessions: ListeningSession[],
) {
  const merged = new Map([...marks].map(([k, v]) => [k, { ...v }]));
  const book = new Map([[bookId, spans]]);
  for (const session of sessions) {
    if (session.bookId !== bookId) continue;
    const fitted = fitSession(session, book);
    if (fitted) addReach(merged, sessionReach(fitted, spans));
  }
  return merged;
}
