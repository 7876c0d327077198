import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import type { NewHighlight } from "../../../../../shared/contract";
import { toPlayerBook } from "../lib/player-book";
import { usePlayer, type PlayerBook } from "../stores/player-store";
import { ChapterList, PlaybackModeSwitch } from "./playback-choices";
import {
  HistoryFullNotice,
  LimitNotice,
  PlayerError,
  SeekBar,
  SpeedSelect,
  TransportButtons,
  usePlayerShortcuts,
} from "./player-controls";
import { SleepTimerSelect } from "./sleep-timer-select";
import { ReadAlong } from "./read-along";
import { useOnScreen } from "../lib/use-on-screen";

/** The full player on a book's page: chapters, full-book mode, speed, sleep timer. */
export function BookListeningPanel({
  book,
  chapters,
  upgradeAction,
  saveSentence,
}: {
  book: Book;
  chapters: ChapterWithSnippets[];
  /** The billing feature's "Subscribe to Premium" action, shown when free time runs out. */
  upgradeAction?: ReactNode;
  /** Keeps a sentence heard as a highlight (the highlights feature, composed in by the app): "Save this sentence". */
  saveSentence?: (input: NewHighlight) => Promise<unknown>;
}) {
  const premium = useSession(selectCanAccessPremiumContent);
  // The shortcuts answer from page load, before the mini player (which also uses them) has loaded.
  usePlayerShortcuts();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields the player shows; a new book object with the same ones keeps it.
  const playerBook: PlayerBook = useMemo(
    () => toPlayerBook(book, chapters),
    [book.book_id, book.title, book.authors, book.cover_image_base64, book.chapter_duration, chapters],
  );
  const activeBookId = usePlayer((s) => s.book?.bookId);
  const playingElsewhere = usePlayer((s) => s.playing && s.book?.bookId !== book.book_id);
  const open = usePlayer((s) => s.open);
  const play = usePlayer((s) => s.play);
  const mode = usePlayer((s) => s.mode);
  const chapterId = usePlayer((s) => s.chapterId);
  const [search, setSearch] = useSearchParams();
  const [controls, controlsOnScreen] = useOnScreen();
  const [dockSlot, setDockSlot] = useState<HTMLElement | null>(null);
  const resumeAt = search.get("at");
  const resumePart = search.get("part");

  // Opens the book as the page mounts (the full panel below is already drawn for it).
  useLayoutEffect(() => {
    // Never interrupt another book that is playing; otherwise this page owns the player.
    if (!usePlayer.getState().playing || usePlayer.getState().book?.bookId === playerBook.bookId) open(playerBook);
  }, [playerBook, open]);

  // /book/{id}?part={chapterId|full}&at={seconds}: a listening-log session resumes exactly there (docs/decisions/133).
  useEffect(() => {
    if (resumeAt === null || !resumePart || chapters.length === 0) return;
    const seconds = Number(resumeAt);
    setSearch({}, { replace: true, preventScrollReset: true });
    if (!Number.isFinite(seconds)) return;
    open(playerBook);
    if (resumePart === "full") usePlayer.getState().resume("full", null, seconds);
    else if (playerBook.chapters.some((c) => c.id === resumePart)) usePlayer.getState().resume("chapter", resumePart, seconds);
  }, [resumeAt, resumePart, chapters.length, playerBook, open, setSearch]);

  // The page itself says when a book has no audio.
  if (!book.audio && !book.full_audio) return null;

  // Unless another book is playing, this page opens its book (the layout effect above), so the full panel shows from
  // the first paint: the short form first would push the summary down once the player had opened the book.
  if (activeBookId !== book.book_id && playingElsewhere) {
    return (
      <section aria-labelledby="listen-heading" className="space-y-3 rounded-xl border border-slate-200 p-4">
        <h2 id="listen-heading" className="text-xl font-semibold">
          Listen
        </h2>
        {playingElsewhere ? <p className="text-sm text-slate-600">Another book is playing in the player below.</p> : null}
        <button
          type="button"
          onClick={() => {
            open(playerBook);
            void play();
          }}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Listen to this book
        </button>
      </section>
    );
  }

  const hasChapters = playerBook.chapters.length > 0 && book.audio;
  const currentTitle = mode === "full" ? "Full book" : playerBook.chapters.find((c) => c.id === chapterId)?.title;
  return (
    <>
      <section aria-labelledby="listen-heading" className="space-y-4 rounded-xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="listen-heading" className="text-xl font-semibold">
            Listen
          </h2>
          {hasChapters && book.full_audio ? <PlaybackModeSwitch /> : null}
        </div>
        <p aria-live="polite" className="truncate text-sm font-medium text-slate-700">
          Now playing: {currentTitle}
        </p>
        <div ref={controls} className="space-y-4">
          <SeekBar />
          <TransportButtons large />
        </div>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <SpeedSelect />
          <SleepTimerSelect />
        </div>
        <ReadAlong bookId={book.book_id} saveSentence={saveSentence} controlsOnScreen={controlsOnScreen} dockSlot={dockSlot} />
        <PlayerError />
        <HistoryFullNotice />
        {!premium ? <LimitNotice upgradeAction={upgradeAction} /> : null}
        {hasChapters ? <ChapterList playerBook={playerBook} durations={book.chapter_duration} /> : null}
      </section>
      <div ref={setDockSlot} className="contents" />
    </>
  );
}
