import { create } from "zustand";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { clampRate, neighbourChapter } from "../lib/listening-logic";
import { openingSelection, placeInOtherAudio, savedPosition } from "../lib/saved-place";
import { SleepTimer } from "../lib/sleep-timer";
import { DEFAULT_PLAYER_DEPS, PlaybackController, type PlayerDeps } from "./playback-controller";
import { useDailyUsage } from "./daily-usage-store";
import { INITIAL_PLAYER_STATE, selectionKey, type PlayerState } from "./player-types";

export type { PlayerBook, PlayerChapter, PlayerMode, SleepTimer } from "./player-types";

const NO_HISTORY = { audioHistory: {}, audioHistoryChapter: {}, playbackSpeeds: {}, dailyUsageIncrement: 0 };

/**
 * The player's store: its state (player-types.ts) and actions over one PlaybackController, which drives the audio
 * engine. The app has one (usePlayer); the unit tests make their own with fake media and API.
 */
export function createPlayerStore(deps: PlayerDeps = DEFAULT_PLAYER_DEPS) {
  return create<PlayerState>()((set, get) => {
    const playback = new PlaybackController({ getState: get, setState: set }, deps);
    const sleepTimer = new SleepTimer();
    if (typeof window !== "undefined") window.addEventListener("pagehide", () => playback.onPageHide());

    return {
      ...INITIAL_PLAYER_STATE,

      open(book) {
        const current = get().book;
        if (current?.bookId === book.bookId) return set({ book: { ...current, ...book } });
        playback.changeSelection({ book, ...openingSelection(book, useSession.getState().user), limitReached: false }, false);
      },

      async play() {
        const state = get();
        if (!state.book) return;
        const usage = useDailyUsage.getState();
        if (!selectCanAccessPremiumContent(useSession.getState()) && usage.loaded && usage.remainingTime <= 0)
          return set({ limitReached: true });
        set({ limitReached: false });
        if (state.loadedFor !== selectionKey(state)) return playback.load(true);
        await playback.play();
      },

      pause: () => playback.engine.pause(),

      liveTime: () => (playback.engine.hasSource ? playback.engine.currentTime : get().currentTime),

      async toggle() {
        if (get().playing) get().pause();
        else await get().play();
      },

      seek(seconds) {
        if (!playback.engine.hasSource || get().loadedFor === null) return;
        set({ currentTime: playback.engine.seek(seconds) });
        playback.reporter.seeked();
      },

      skip(delta) {
        if (playback.engine.hasSource) get().seek(playback.engine.currentTime + delta);
      },

      setRate(rate) {
        const next = clampRate(rate);
        set({ rate: next });
        playback.engine.setRate(next);
        const book = get().book;
        if (!book) return;
        useSession
          .getState()
          .patchUser((user) => ({ ...user, playback_speeds: { ...user.playback_speeds, [book.bookId]: next } }));
        if (get().loadedFor !== null) playback.reporter.schedule(true);
        else void deps.writeAudioHistory({ ...NO_HISTORY, playbackSpeeds: { [book.bookId]: next } }).catch(() => undefined);
      },

      setMode(mode) {
        const { book, chapterId, loadedFor, playing, mode: from } = get();
        if (mode === from || !book) return;
        // Keep the place: the position now (or the saved one) maps into the other audio by the chapter durations.
        const seconds =
          loadedFor !== null && playback.engine.hasSource
            ? playback.engine.currentTime
            : (savedPosition(useSession.getState().user, book.bookId, from, chapterId) ?? 0);
        const place = placeInOtherAudio(book, { mode: from, chapterId, seconds }, mode);
        playback.changeSelection({ mode, chapterId: place.chapterId }, playing, place.start);
      },

      resume(mode, chapterId, seconds) {
        if (!get().book) return;
        const chapter = mode === "chapter" && chapterId ? chapterId : get().chapterId;
        playback.changeSelection({ mode, chapterId: chapter, limitReached: false }, true, Math.max(0, seconds));
      },

      selectChapter(chapterId, autoplay = true) {
        playback.changeSelection({ chapterId, mode: "chapter" }, autoplay);
      },

      next() {
        const next = neighbourChapter(get().book, get().chapterId, 1);
        if (next) get().selectChapter(next.id, get().playing);
      },

      previous() {
        // Like most players: back to the start of the chapter first, unless it just started.
        if (playback.engine.currentTime > 5) return get().seek(0);
        const previous = neighbourChapter(get().book, get().chapterId, -1);
        if (previous) get().selectChapter(previous.id, get().playing);
      },

      setSleepTimer(timer) {
        sleepTimer.clear();
        if (!timer || timer.kind === "chapter") return set({ sleep: timer && { kind: "chapter" } });
        const endsAt = sleepTimer.start(timer.minutes, () => {
          get().pause();
          set({ sleep: null });
        });
        set({ sleep: { kind: "minutes", minutes: timer.minutes, endsAt } });
      },
    };
  });
}

export const usePlayer = createPlayerStore();

/** Selectors the player's views share. */
export const selectLoaded = (s: PlayerState) => s.loadedFor !== null;
export const selectHasNextChapter = (s: PlayerState) =>
  !!s.book && s.book.chapters.findIndex((c) => c.id === s.chapterId) < s.book.chapters.length - 1;
export const selectHistoryFullMessage = (s: PlayerState) =>
  s.historyFull && s.historyFull.bookId === s.book?.bookId ? s.historyFull.message : null;

/** The chapter heard now from this book (in full-book audio, the one at the place playing), or null when not playing it. */
export const selectChapterPlayingIn = (bookId: string) => (s: PlayerState) => {
  if (!s.playing || s.book?.bookId !== bookId) return null;
  if (s.mode === "chapter") return s.chapterId;
  return placeInOtherAudio(s.book, { mode: "full", chapterId: s.chapterId, seconds: s.currentTime }, "chapter").chapterId;
};

/** When the server last took this book's place while it is not playing (after a pause or a chapter's end), else null. */
export const selectPausedPlaceSavedAt = (bookId: string) => (s: PlayerState) =>
  !s.playing && s.book?.bookId === bookId ? s.placeSavedAt : null;
