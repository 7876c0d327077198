import type { ReactNode } from "react";
import { selectChapterPlayingIn, usePlayer } from "../stores/player-store";

/**
 * "Playing" beside the chapter heard now, in place of its coverage mark (which the server learns of only with the
 * player's next report, so it would still say "Not started"); `otherwise` when this chapter is not playing.
 */
export function ChapterPlayingMark({
  bookId,
  chapterId,
  otherwise,
}: {
  bookId: string;
  chapterId: string;
  otherwise: ReactNode;
}) {
  const playing = usePlayer(selectChapterPlayingIn(bookId)) === chapterId;
  if (!playing) return <>{otherwise}</>;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-brand-500 bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600 motion-safe:animate-pulse" />
      Playing
    </span>
  );
}
