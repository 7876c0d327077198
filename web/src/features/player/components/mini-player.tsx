import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { BookCover } from "../../../components/ui/book-cover";
import { useReservedEdge } from "../../../lib/reserved-edge";
import { useSession } from "../../../lib/session";
import { formatLength, formatPlaybackTime } from "../lib/listening-logic";
import { usePlayer } from "../stores/player-store";
import { HistoryFullNotice, LimitNotice, PlayPauseButton, PlayerError, usePlayerShortcuts } from "./player-controls";

/** The player that stays in the layout across navigation, once something has been played. */
export function MiniPlayer({ upgradeAction }: { upgradeAction?: ReactNode }) {
  usePlayerShortcuts();
  const location = useLocation();
  const signedIn = useSession((s) => !!s.user);
  const book = usePlayer((s) => s.book);
  const loaded = usePlayer((s) => s.loadedFor !== null || s.limitReached);
  const mode = usePlayer((s) => s.mode);
  const chapterTitle = usePlayer((s) => s.book?.chapters.find((c) => c.id === s.chapterId)?.title);
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const reserve = useReservedEdge("bottom");
  // On the book's own page the full controls are there already.
  if (!signedIn || !book || !loaded || location.pathname.startsWith(`/book/${encodeURIComponent(book.bookId)}`)) return null;
  const progress = duration ? (currentTime / duration) * 100 : 0;
  return (
    <section
      ref={reserve}
      aria-label="Now playing"
      className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] backdrop-blur"
    >
      <div className="h-0.5 bg-slate-100">
        <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
      </div>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <BookCover cover={book.cover} title={book.title} className="h-10 w-8 shrink-0 rounded" />
        <Link to={`/book/${encodeURIComponent(book.bookId)}`} className="min-w-0 flex-1 hover:underline">
          <p className="truncate text-sm font-semibold">{book.title}</p>
          <p className="truncate text-xs text-slate-500">
            {mode === "full" ? "Full book" : chapterTitle} · {formatPlaybackTime(currentTime)} / {formatLength(duration)}
          </p>
        </Link>
        <PlayPauseButton />
      </div>
      <div className="mx-auto max-w-6xl px-4 empty:hidden">
        <PlayerError />
        <HistoryFullNotice />
        <LimitNotice upgradeAction={upgradeAction} />
      </div>
    </section>
  );
}
