import { ApiClientError } from "../../../lib/api-client";
import type { AudioLink } from "../api/listening";
import { fullAudioFallbackUrl } from "./listening-logic";

export type StreamLinkResult = { kind: "url"; url: string } | { kind: "limit" } | { kind: "error"; message: string };

export interface StreamSelection {
  bookId: string;
  mode: "chapter" | "full";
  chapterId: string | null;
  /** The first chapter, for the full-audio fallback (docs/product.md, "Listening"). */
  firstChapterId: string | null;
}

type FetchLink = (body: { bookId: string; chapterId?: string; fullAudio?: boolean }) => Promise<AudioLink>;

/** What the stream at an address answers: audio, the book's lack of full audio, the daily limit, or another failure. */
export type StreamProbe = "playable" | "no-full-audio" | "limit" | "failed";
type ProbeStream = (url: string) => Promise<StreamProbe>;

export const NO_FULL_AUDIO_MESSAGE = "This book has no full-book audio yet.";
const NO_AUDIO_MESSAGE = "No audio exists for this book yet.";
const LOAD_FAILED_MESSAGE = "The audio could not be loaded. Please try again.";

/**
 * Asks the server for a stream link for what the listener picked. The daily limit is its own outcome (the player
 * shows the subscribe path). A failed full-book link takes the full-audio fallback (spec 4 and 8): the address derived
 * from the chapter's link, checked with `probe` first because a media element cannot say why it failed, so a book
 * without full audio says so (docs/product.md, "Listening").
 */
export async function resolveStreamLink(
  selection: StreamSelection,
  fetchLink: FetchLink,
  probe: ProbeStream,
): Promise<StreamLinkResult> {
  const { bookId, mode, chapterId } = selection;
  try {
    const link = await fetchLink(mode === "full" ? { bookId, fullAudio: true } : { bookId, chapterId: chapterId ?? undefined });
    return link.audioUrl ? { kind: "url", url: link.audioUrl } : { kind: "error", message: NO_AUDIO_MESSAGE };
  } catch (err) {
    const failure = err instanceof ApiClientError ? err : null;
    if (failure?.code === "DAILY_LIMIT_REACHED") return { kind: "limit" };
    let noFullAudio = failure?.code === "NO_FULL_AUDIO";
    if (mode === "full" && failure?.status !== 401) {
      const first = chapterId ?? selection.firstChapterId;
      const chapterLink = first ? await fetchLink({ bookId, chapterId: first }).catch(() => null) : null;
      const url = fullAudioFallbackUrl(chapterLink?.audioUrl, bookId);
      const answer = url ? await probe(url) : null;
      if (url && answer === "playable") return { kind: "url", url };
      if (answer === "limit") return { kind: "limit" };
      if (answer === "no-full-audio") noFullAudio = true;
    }
    if (noFullAudio) return { kind: "error", message: NO_FULL_AUDIO_MESSAGE };
    return { kind: "error", message: failure?.status === 404 ? NO_AUDIO_MESSAGE : LOAD_FAILED_MESSAGE };
  }
}
