import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { formatLength, formatPlaybackTime, PLAYBACK_RATES, SKIP_SECONDS } from "../lib/listening-logic";
import { selectHasNextChapter, selectHistoryFullMessage, selectLoaded, usePlayer } from "../stores/player-store";

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent";

function Icon({ path, className = "h-5 w-5" }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const PLAY = "M8 5v14l11-7z";
const PAUSE = "M6 5h4v14H6zm8 0h4v14h-4z";
const PREV = "M6 6h2v12H6zm3.5 6 8.5 6V6z";
const NEXT = "M16 6h2v12h-2zM6 18l8.5-6L6 6z";
const BACK = "M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z";
const FORWARD = "M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z";

export function PlayPauseButton({ large = false }: { large?: boolean }) {
  const playing = usePlayer((s) => s.playing);
  const loading = usePlayer((s) => s.loading);
  const toggle = usePlayer((s) => s.toggle);
  const size = large ? "h-14 w-14" : "h-10 w-10";
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-label={playing ? "Pause" : "Play"}
      aria-busy={loading}
      className={`inline-flex ${size} shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700`}
    >
      {loading && !playing ? (
        <span aria-hidden className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      ) : (
        <Icon path={playing ? PAUSE : PLAY} className={large ? "h-7 w-7" : "h-5 w-5"} />
      )}
    </button>
  );
}

export function TransportButtons({ large = false }: { large?: boolean }) {
  const skip = usePlayer((s) => s.skip);
  const next = usePlayer((s) => s.next);
  const previous = usePlayer((s) => s.previous);
  const mode = usePlayer((s) => s.mode);
  const loaded = usePlayer(selectLoaded);
  const hasNext = usePlayer(selectHasNextChapter);
  return (
    <div className="flex items-center justify-center gap-1">
      {mode === "chapter" ? (
        <button type="button" className={iconButton} onClick={previous} aria-label="Previous chapter">
          <Icon path={PREV} />
        </button>
      ) : null}
      <button
        type="button"
        className={iconButton}
        onClick={() => skip(-SKIP_SECONDS)}
        disabled={!loaded}
        aria-label={`Back ${SKIP_SECONDS} seconds`}
      >
        <Icon path={BACK} />
      </button>
      <PlayPauseButton large={large} />
      <button
        type="button"
        className={iconButton}
        onClick={() => skip(SKIP_SECONDS)}
        disabled={!loaded}
        aria-label={`Forward ${SKIP_SECONDS} seconds`}
      >
        <Icon path={FORWARD} />
      </button>
      {mode === "chapter" ? (
        <button type="button" className={iconButton} onClick={next} disabled={!hasNext} aria-label="Next chapter">
          <Icon path={NEXT} />
        </button>
      ) : null}
    </div>
  );
}

/** The seek bar: a native range input (keyboard accessible) over the buffered range. */
export function SeekBar() {
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const bufferedEnd = usePlayer((s) => s.bufferedEnd);
  const seek = usePlayer((s) => s.seek);
  const loaded = usePlayer(selectLoaded);
  const max = duration > 0 ? duration : 0;
  const played = max ? (currentTime / max) * 100 : 0;
  const buffered = max ? Math.min(100, (bufferedEnd / max) * 100) : 0;
  return (
    <div className="w-full">
      <div className="relative h-5">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 overflow-hidden rounded-full bg-slate-200">
          <div data-testid="buffered" className="absolute inset-y-0 left-0 bg-slate-300" style={{ width: `${buffered}%` }} />
          <div className="absolute inset-y-0 left-0 bg-brand-600" style={{ width: `${played}%` }} />
        </div>
        <input
          type="range"
          min={0}
          max={max || 1}
          step={1}
          value={Math.min(currentTime, max || 1)}
          disabled={!max || !loaded}
          onChange={(e) => seek(Number(e.target.value))}
          aria-label="Seek"
          aria-valuetext={`${formatPlaybackTime(currentTime)} of ${formatLength(max)}`}
          className="absolute inset-0 h-5 w-full cursor-pointer appearance-none bg-transparent opacity-0 focus-visible:opacity-100 disabled:cursor-default"
        />
      </div>
      <div className="flex justify-between text-xs tabular-nums text-slate-500">
        <span role="timer" aria-label="Elapsed">
          {formatPlaybackTime(currentTime)}
        </span>
        <span role="timer" aria-label="Duration">
          {formatLength(max)}
        </span>
      </div>
    </div>
  );
}

export function SpeedSelect() {
  const rate = usePlayer((s) => s.rate);
  const setRate = usePlayer((s) => s.setRate);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span>Speed</span>
      <select
        value={String(rate)}
        onChange={(e) => setRate(Number(e.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {PLAYBACK_RATES.map((r) => (
          <option key={r} value={String(r)}>
            {r}x
          </option>
        ))}
      </select>
    </label>
  );
}

/** Shown when the free allowance is used up (docs/product.md, "Listening"): pause, explain, offer Premium. */
export function LimitNotice({ upgradeAction }: { upgradeAction?: ReactNode }) {
  const limitReached = usePlayer((s) => s.limitReached);
  if (!limitReached) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">You have used today's free listening time.</p>
      <p className="mt-1">Free listening resets at midnight UTC. Subscribe to Premium for unlimited listening.</p>
      <div className="mt-2 flex">
        {upgradeAction ?? (
          <Link to="/?subscribe=1" className="rounded-lg bg-amber-700 px-3 py-2 font-semibold text-white hover:bg-amber-800">
            Subscribe to Premium
          </Link>
        )}
      </div>
    </div>
  );
}

export function PlayerError() {
  const error = usePlayer((s) => s.error);
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}

/** The server keeps no place for this book: the reader's listening history is full (409 HISTORY_FULL). */
export function HistoryFullNotice() {
  const message = usePlayer(selectHistoryFullMessage);
  if (!message) return null;
  return (
    <p role="status" className="text-sm text-amber-900">
      {message} Listening goes on, but your place in this book is not saved.
    </p>
  );
}

/** Space toggles playback, left and right arrows skip 15 s, unless focus is in a field or on a control. */
function onShortcutKey(event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest(
      "input, textarea, select, button, a, [contenteditable=''], [contenteditable='true'], [role='slider'], [role='menu'], [role='listbox']",
    )
  )
    return;
  const player = usePlayer.getState();
  if (!player.book) return;
  if (event.key === " " || event.code === "Space") {
    event.preventDefault();
    void player.toggle();
  } else if (event.key === "ArrowLeft" && player.loadedFor) {
    event.preventDefault();
    player.skip(-SKIP_SECONDS);
  } else if (event.key === "ArrowRight" && player.loadedFor) {
    event.preventDefault();
    player.skip(SKIP_SECONDS);
  }
}

let shortcutUsers = 0;

/**
 * The player's page shortcuts, for as long as any player view is on screen. The book page's panel and the mini
 * player (which loads after the page) both use it; one window listener serves them, so a key acts once.
 */
export function usePlayerShortcuts() {
  useEffect(() => {
    if (shortcutUsers++ === 0) window.addEventListener("keydown", onShortcutKey);
    return () => {
      if (--shortcutUsers === 0) window.removeEventListener("keydown", onShortcutKey);
    };
  }, []);
}
