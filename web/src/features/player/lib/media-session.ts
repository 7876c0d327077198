import type { PlayerBook, PlayerMode } from "../stores/player-store";
import { SKIP_SECONDS } from "./listening-logic";

export interface MediaSessionControls {
  play(): unknown;
  pause(): void;
  seek(seconds: number): void;
  skip(delta: number): void;
  previous(): void;
  next(): void;
}

/** Names what plays on the lock screen and in the system's media controls, and wires their buttons to the player. */
export function showInMediaSession(book: PlayerBook, mode: PlayerMode, chapterId: string | null, controls: MediaSessionControls) {
  if (typeof navigator === "undefined" || !("mediaSession" in navigator)) return;
  const chapter = book.chapters.find((c) => c.id === chapterId);
  try {
    navigator.mediaSession.metadata = new MediaMetadata({
      title: mode === "full" ? `${book.title} (full book)` : (chapter?.title ?? book.title),
      artist: book.authors.join(", "),
      album: book.title,
      artwork: book.cover?.startsWith("data:") || book.cover?.startsWith("http") ? [{ src: book.cover }] : [],
    });
    const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => void controls.play()],
      ["pause", () => controls.pause()],
      ["seekbackward", (d) => controls.skip(-(d.seekOffset ?? SKIP_SECONDS))],
      ["seekforward", (d) => controls.skip(d.seekOffset ?? SKIP_SECONDS)],
      ["seekto", (d) => d.seekTime !== undefined && controls.seek(d.seekTime)],
      ["previoustrack", () => controls.previous()],
      ["nexttrack", () => controls.next()],
    ];
    for (const [action, handler] of actions) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // A browser that does not know one action (older ones lack "seekto") still gets the others.
      }
    }
  } catch {
    // Media Session is best effort.
  }
}
