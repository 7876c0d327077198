import { create } from "zustand";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { fetchAudioUrl, probeStream, writeAudioHistory } from "../api/listening";
import { HistoryReporter } from "../lib/history-reporter";
import { bufferedEnd, clampRate, historyUpdate, neighbourChapter, newReportId, resumePosition } from "../lib/listening-logic";
import { PlayedAudioCounter } from "../lib/played-audio-counter";
import { openingSelection, placeInOtherAudio, savedPosition, withHistory } from "../lib/saved-place";
import { resolveStreamLink } from "../lib/stream-link";
import { INITIAL_PLAYER_STATE, selectionKey, type PlayerState } from "./player-types";
import { showInMediaSession } from "../lib/media-session";
import { useDailyUsage } from "./daily-usage-store";

export type { PlayerBook, PlayerChapter, PlayerMode, SleepTimer } from "./player-types";

let audio: HTMLAudioElement | null = null;
const played = new PlayedAudioCounter();
let sleepTimer: ReturnType<typeof setTimeout> | undefined;
let pendingResume: number | null = null;
/** Where the next load starts when no position is given (a mode switch or a resumed session). */
let nextStart: number | null = null;
let retriedLink = false;

const NO_HISTORY = { audioHistory: {}, audioHistoryChapter: {}, playbackSpeeds: {}, dailyUsageIncrement: 0 };
const isPremium = () => selectCanAccessPremiumContent(useSession.getState());

export const usePlayer = create<PlayerState>()((set, get) => {
  const reporter = new HistoryReporter({
    // History updates apply locally first and are then sent.
    prepare() {
      const { book, mode, chapterId, rate } = get();
      if (!book || !audio || !useSession.getState().user || get().loadedFor === null) return null;
      const update = historyUpdate(book.bookId, mode, chapterId, rate, audio.currentTime);
      useSession.getState().patchUser((user) => withHistory(user, update));
      return update;
    },
    send: (report, keepalive) => writeAudioHistory({ ...report, reportId: newReportId() }, keepalive),
    onSaved(dailyUsage, unsent) {
      if (isPremium()) return;
      useDailyUsage.getState().setUsage(dailyUsage + unsent);
      if (useDailyUsage.getState().remainingTime <= 0) stopForLimit();
    },
  });

  function element(): HTMLAudioElement {
    if (audio) return audio;
    audio = new Audio();
    audio.preload = "metadata";
    audio.addEventListener("playing", () => {
      played.restartAt(audio!.currentTime);
      set({ playing: true, loading: false, error: null });
    });
    audio.addEventListener("pause", () => {
      countPlayed();
      set({ playing: false });
      reporter.schedule(true);
    });
    audio.addEventListener("waiting", () => {
      countPlayed();
      set({ loading: true });
    });
    // A seek (ours, the resume position, or the media keys) moves the position without listening.
    audio.addEventListener("seeking", () => played.restartAt(audio!.currentTime));
    audio.addEventListener("canplay", () => set({ loading: false }));
    audio.addEventListener("timeupdate", () => {
      countPlayed();
      set({ currentTime: audio!.currentTime, bufferedEnd: bufferedEnd(audio!.buffered, audio!.currentTime) });
      if (!audio!.paused && reporter.isDue()) reporter.schedule(false);
    });
    audio.addEventListener("progress", () => set({ bufferedEnd: bufferedEnd(audio!.buffered, audio!.currentTime) }));
    audio.addEventListener("loadedmetadata", () => {
      const duration = Number.isFinite(audio!.duration) ? audio!.duration : 0;
      if (pendingResume !== null) {
        const at = resumePosition(pendingResume, duration);
        pendingResume = null;
        if (at > 0) audio!.currentTime = at;
      }
      audio!.playbackRate = get().rate;
      set({ duration, currentTime: audio!.currentTime });
    });
    audio.addEventListener("durationchange", () => {
      if (Number.isFinite(audio!.duration)) set({ duration: audio!.duration });
    });
    audio.addEventListener("ratechange", () => {
      // Browsers reset the rate when a new source loads; keep the chosen one.
      if (audio!.playbackRate !== get().rate) audio!.playbackRate = get().rate;
    });
    audio.addEventListener("ended", onEnded);
    audio.addEventListener("error", () => void onMediaError());
    window.addEventListener("pagehide", () => {
      countPlayed();
      void reporter.report(true);
    });
    return audio;
  }

  /** Seconds of audio played since the last reading (docs/product.md, "Listening"), counted locally and reported later. */
  function countPlayed() {
    if (!audio) return;
    const seconds = played.advanceTo(audio.currentTime);
    if (seconds <= 0) return;
    reporter.addPlayed(seconds);
    if (isPremium()) return;
    useDailyUsage.getState().addLocal(seconds);
    if (useDailyUsage.getState().remainingTime <= 0) stopForLimit();
  }

  function stopForLimit() {
    set({ limitReached: true });
    if (audio && !audio.paused) audio.pause();
  }

  function onEnded() {
    countPlayed();
    const { sleep, mode, book, chapterId } = get();
    if (sleep?.kind === "chapter") {
      set({ sleep: null, playing: false });
      void reporter.report(false);
      return;
    }
    const next = mode === "chapter" ? neighbourChapter(book, chapterId, 1) : null;
    if (next) return get().selectChapter(next.id, true);
    set({ playing: false });
    void reporter.report(false);
  }

  async function onMediaError() {
    if (!get().loadedFor || !audio?.src) return;
    if (retriedLink) return set({ loading: false, playing: false, error: "The audio could not be played. Please try again." });
    // The stream link may have expired (links live 15 minutes): fetch a fresh one once and resume there.
    retriedLink = true;
    set({ loadedFor: null });
    await load(true, audio.currentTime);
  }

  /** Fetches a signed link for the current selection and loads it; resumes at `at` or the saved position. */
  async function load(autoplay: boolean, at?: number) {
    const state = get();
    const { book, mode, chapterId } = state;
    if (!book) return;
    const selection = selectionKey(state);
    set({ loading: true, error: null });
    const link = await resolveStreamLink(
      { bookId: book.bookId, mode, chapterId, firstChapterId: book.chapters[0]?.id ?? null },
      fetchAudioUrl,
      probeStream,
    );
    if (link.kind === "limit") {
      set({ loading: false, limitReached: true });
      void useDailyUsage.getState().refresh();
      return;
    }
    if (link.kind === "error") return set({ loading: false, error: link.message });
    const url = link.url;
    if (selectionKey(get()) !== selection) return; // the listener moved on meanwhile
    const el = element();
    pendingResume = at ?? nextStart ?? savedPosition(useSession.getState().user, book.bookId, mode, chapterId);
    nextStart = null;
    played.restartAt(null);
    el.src = url;
    el.playbackRate = get().rate;
    set({ loadedFor: selection, currentTime: 0, duration: 0, bufferedEnd: 0 });
    showInMediaSession(book, mode, chapterId, get());
    if (autoplay) {
      try {
        await el.play();
        retriedLink = false;
      } catch (err) {
        if ((err as Error).name !== "AbortError")
          set({ loading: false, playing: false, error: "Press play to start listening." });
      }
    }
  }

  function changeSelection(update: Partial<PlayerState>, autoplay: boolean) {
    countPlayed();
    const wasLoaded = get().loadedFor !== null;
    if (wasLoaded) void reporter.report(false); // a chapter change reports (docs/product.md, "Listening")
    if (audio && !audio.paused) audio.pause();
    set({ ...update, loadedFor: null, currentTime: 0, duration: 0, bufferedEnd: 0, error: null });
    if (autoplay) void load(true);
  }

  return {
    ...INITIAL_PLAYER_STATE,

    open(book) {
      const current = get().book;
      if (current?.bookId === book.bookId) {
        set({ book: { ...current, ...book } });
        return;
      }
      changeSelection({ book, ...openingSelection(book, useSession.getState().user), limitReached: false }, false);
    },

    async play() {
      const state = get();
      if (!state.book) return;
      if (!isPremium() && useDailyUsage.getState().loaded && useDailyUsage.getState().remainingTime <= 0) {
        set({ limitReached: true });
        return;
      }
      set({ limitReached: false });
      if (state.loadedFor !== selectionKey(state)) return load(true);
      try {
        await element().play();
      } catch (err) {
        if ((err as Error).name !== "AbortError") set({ error: "The audio could not be played. Please try again." });
      }
    },

    pause: () => audio?.pause(),

    async toggle() {
      if (get().playing) get().pause();
      else await get().play();
    },

    seek(seconds) {
      if (!audio || get().loadedFor === null) return;
      countPlayed();
      const max = Number.isFinite(audio.duration) ? audio.duration : seconds;
      audio.currentTime = Math.max(0, Math.min(max, seconds));
      set({ currentTime: audio.currentTime });
      reporter.schedule(true);
    },

    skip(delta) {
      if (!audio) return;
      get().seek(audio.currentTime + delta);
    },

    setRate(rate) {
      const next = clampRate(rate);
      set({ rate: next });
      if (audio) audio.playbackRate = next;
      const book = get().book;
      if (!book) return;
      useSession.getState().patchUser((user) => ({ ...user, playback_speeds: { ...user.playback_speeds, [book.bookId]: next } }));
      if (get().loadedFor !== null) reporter.schedule(true);
      else void writeAudioHistory({ ...NO_HISTORY, playbackSpeeds: { [book.bookId]: next } }).catch(() => undefined);
    },

    setMode(mode) {
      const state = get();
      if (mode === state.mode || !state.book) return;
      // Keep the place: the position now (or the saved one) maps into the other audio by the chapter durations.
      const { book, chapterId } = state;
      const seconds =
        state.loadedFor !== null && audio
          ? audio.currentTime
          : (savedPosition(useSession.getState().user, book.bookId, state.mode, chapterId) ?? 0);
      const place = placeInOtherAudio(book, { mode: state.mode, chapterId, seconds }, mode);
      nextStart = place.start;
      changeSelection({ mode, chapterId: place.chapterId }, state.playing);
    },

    resume(mode, chapterId, seconds) {
      const book = get().book;
      if (!book) return;
      nextStart = Math.max(0, seconds);
      changeSelection(
        { mode, chapterId: mode === "chapter" && chapterId ? chapterId : get().chapterId, limitReached: false },
        true,
      );
    },

    selectChapter(chapterId, autoplay = true) {
      nextStart = null;
      changeSelection({ chapterId, mode: "chapter" }, autoplay);
    },

    next() {
      const next = neighbourChapter(get().book, get().chapterId, 1);
      if (next) get().selectChapter(next.id, get().playing);
    },

    previous() {
      // Like most players: back to the start of the chapter first, unless it just started.
      if (audio && audio.currentTime > 5) return get().seek(0);
      const previous = neighbourChapter(get().book, get().chapterId, -1);
      if (previous) get().selectChapter(previous.id, get().playing);
    },

    setSleepTimer(timer) {
      clearTimeout(sleepTimer);
      if (!timer || timer.kind === "chapter") return set({ sleep: timer && { kind: "chapter" } });
      sleepTimer = setTimeout(() => {
        get().pause();
        set({ sleep: null });
      }, timer.minutes * 60_000);
      set({ sleep: { kind: "minutes", minutes: timer.minutes, endsAt: Date.now() + timer.minutes * 60_000 } });
    },
  };
});
