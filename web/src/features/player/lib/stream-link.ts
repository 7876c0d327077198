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

/**
 * Asks the server for a stream link for what the listener picked. The daily limit is its own
 * outcome (the player shows the subscribe path); a failed full-book link takes the full-audio fallback (docs/product.md, "Listening").
 */
export async function resolveStreamLink(selection: StreamSelection, fetchLink: FetchLink): Promise<StreamLinkResult> {
  const { bookId, mode, chapterId } = selection;
  try {
    const link = await fetchLink(mode === "full" ? { bookId, fullAudio: true } : { bookId, chapterId: chapterId ?? undefined });
    return link.audioUrl ? { kind: "url", url: link.audioUrl } : { kind: "error", message: "No audio exists for this book yet." };
  } catch (err) {
    if (err instanceof ApiClientError && err.code === "DAILY_LIMIT_REACHED") return { kind: "limit" };
    if (mode === "full" && !(err instanceof ApiClientError && err.status === 401)) {
      const first = chapterId ?? selection.firstChapterId;
      const chapterLink = first ? await fetchLink({ bookId, chapterId: first }).catch(() => null) : null;
      const url = fullAudioFallbackUrl(chapterLink?.audioUrl, bookId);
      if (url) return { kind: "url", url };
    }
    return {
      kind: "error",
      message:
        err instanceof ApiClientError && err.status === 404
          ? "No audio exists for this book yet."
          : "The audio could not be loaded. Please try again.",
    };
  }
}
