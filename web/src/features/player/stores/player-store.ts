import { create } from "zustand";
import { ApiClientError } from "../../../lib/api-client";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { fetchAudioUrl, writeAudioHistory } from "../api/listening";
import {
  bufferedEnd,
  clampRate,
  fullAudioFallbackUrl,
  historyKey,
  REPORT_INTERVAL_MS,
  resumePosition,
} from "../lib/listening-logic";
import { PlayedAudioCounter } from "../lib/played-audio-counter";
import { showInMediaSession } from "../lib/media-session";
import { useDailyUsage } from "./daily-usage-store";

export interface PlayerChapter {
  id: string;
  title: string;
}

export interface PlayerBook {
  bookId: string;
  title: string;
  authors: string[];
  cover: string | null;
  chapters: PlayerChapter[];
}

export type PlayerMode = "chapter" | "full";
export type SleepTimer = { kind: "minutes"; minutes: number; endsAt: number } | { kind: "chapter" } | null;

interface PlayerState {
  book: PlayerBook | null;
  mode: PlayerMode;
  chapterId: string | null;
  /** The selection the audio element holds (book, mode, chapter), or null before the first play. */
  loadedFor: string | null;
  playing: boolean;
  loading: boolean;
  error: string | null;
  /** The free daily allowance ran out (spec 6): playback stops until tomorrow or an upgrade. */
  limitReached: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  rate: number;
  sleep: SleepTimer;

  /** Shows a book in the player (without playing), restoring its chapter and speed from the user's history. */
  open(book: PlayerBook): void;
  play(): Promise<void>;
  pause(): void;
  toggle(): Promise<void>;
  seek(seconds: number): void;
  skip(delta: number): void;
  setRate(rate: number): void;
  setMode(mode: PlayerMode): void;
  selectChapter(chapterId: string, autoplay?: boolean): void;
  next(): void;
  previous(): void;
  setSleepTimer(timer: { kind: "minutes"; minutes: number } | { kind: "chapter" } | null): void;
}

const selectionKey = (s: Pick<PlayerState, "book" | "mode" | "chapterId">) =>
  s.book ? `${s.book.bookId}|${s.mode}|${s.mode === "chapter" ? s.chapterId : ""}` : null;

let audio: HTMLAudioElement | null = null;
const played = new PlayedAudioCounter();
let pendingIncrement = 0;
let lastReportAt = 0;
let reportTimer: ReturnType<typeof setTimeout> | null = null;
let sleepTimer: ReturnType<typeof setTimeout> | null = null;
let pendingResume: number | null = null;
let retriedLink = false;
/** KV takes one write per second per key: reports are spaced at least this far apart. */
const MIN_REPORT_GAP_MS = 2000;

const isPremium = () => selectCanAccessPremiumContent(useSession.getState());

export const usePlayer = create<PlayerState>()((set, get) => {
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
      scheduleReport(true);
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
      if (!audio!.paused && Date.now() - lastReportAt >= REPORT_INTERVAL_MS) scheduleReport(false);
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
      void report(true);
    });
    return audio;
  }

  /** Seconds of audio played since the last reading (spec 5), counted locally and reported later. */
  function countPlayed() {
    if (!audio) return;
    const seconds = played.advanceTo(audio.currentTime);
    if (seconds <= 0) return;
    pendingIncrement += seconds;
    if (isPremium()) return;
    useDailyUsage.getState().addLocal(seconds);
    if (useDailyUsage.getState().remainingTime <= 0) stopForLimit();
  }

  function stopForLimit() {
    set({ limitReached: true });
    if (audio && !audio.paused) audio.pause();
  }

  function scheduleReport(soon: boolean) {
    if (reportTimer) return;
    const wait = Math.max(0, lastReportAt + MIN_REPORT_GAP_MS - Date.now());
    if (!soon && wait > 0) return;
    reportTimer = setTimeout(() => {
      reportTimer = null;
      void report(false);
    }, wait);
  }

  /** Spec 4: history updates apply locally first and are then sent. */
  async function report(keepalive: boolean) {
    const { book, mode, chapterId, rate } = get();
    if (!book || !audio || !useSession.getState().user || get().loadedFor === null) return;
    const key = historyKey(book.bookId, mode);
    const position = Math.round(audio.currentTime * 10) / 10;
    const update = {
      audioHistory: { [key]: position },
      audioHistoryChapter: mode === "chapter" && chapterId ? { [book.bookId]: chapterId } : {},
      playbackSpeeds: { [book.bookId]: rate },
      dailyUsageIncrement: Math.round(pendingIncrement * 1000) / 1000,
    };
    pendingIncrement = 0;
    lastReportAt = Date.now();
    useSession.getState().patchUser((user) => ({
      ...user,
      audio_history: { ...user.audio_history, ...update.audioHistory },
      audio_history_chapter: { ...user.audio_history_chapter, ...update.audioHistoryChapter },
      playback_speeds: { ...user.playback_speeds, ...update.playbackSpeeds },
    }));
    try {
      const { dailyUsage } = await writeAudioHistory(update, keepalive);
      if (!isPremium()) {
        useDailyUsage.getState().setUsage(dailyUsage + pendingIncrement);
        if (useDailyUsage.getState().remainingTime <= 0) stopForLimit();
      }
    } catch {
      pendingIncrement += update.dailyUsageIncrement; // counted with the next report
    }
  }

  function onEnded() {
    countPlayed();
    const { sleep, mode, book, chapterId } = get();
    if (sleep?.kind === "chapter") {
      set({ sleep: null, playing: false });
      void report(false);
      return;
    }
    if (mode === "chapter" && book) {
      const index = book.chapters.findIndex((c) => c.id === chapterId);
      const next = book.chapters[index + 1];
      if (next) {
        get().selectChapter(next.id, true);
        return;
      }
    }
    set({ playing: false });
    void report(false);
  }

  async function onMediaError() {
    const { loadedFor } = get();
    if (!loadedFor || !audio?.src) return;
    // The stream link may have expired during a long pause: fetch a fresh one once and resume.
    if (!retriedLink) {
      retriedLink = true;
      const at = audio.currentTime;
      set({ loadedFor: null });
      await load(true, at);
      return;
    }
    set({ loading: false, playing: false, error: "The audio could not be played. Please try again." });
  }

  /** Fetches a signed link for the current selection and loads it; resumes at `at` or the saved position. */
  async function load(autoplay: boolean, at?: number) {
    const state = get();
    const { book, mode, chapterId } = state;
    if (!book) return;
    const selection = selectionKey(state);
    set({ loading: true, error: null });
    let url: string | null = null;
    try {
      const link = await fetchAudioUrl(
        mode === "full" ? { bookId: book.bookId, fullAudio: true } : { bookId: book.bookId, chapterId: chapterId ?? undefined },
      );
      url = link.audioUrl;
    } catch (err) {
      if (err instanceof ApiClientError && err.code === "DAILY_LIMIT_REACHED") {
        set({ loading: false, limitReached: true });
        void useDailyUsage.getState().refresh();
        return;
      }
      if (mode === "full" && !(err instanceof ApiClientError && err.status === 401)) {
        // Spec 4: derive the full audio from the chapter audio URL.
        const first = chapterId ?? book.chapters[0]?.id;
        const chapterLink = first ? await fetchAudioUrl({ bookId: book.bookId, chapterId: first }).catch(() => null) : null;
        url = fullAudioFallbackUrl(chapterLink?.audioUrl, book.bookId);
      }
      if (!url) {
        set({
          loading: false,
          error:
            err instanceof ApiClientError && err.status === 404
              ? "No audio exists for this book yet."
              : "The audio could not be loaded. Please try again.",
        });
        return;
      }
    }
    if (selectionKey(get()) !== selection) return; // the listener moved on meanwhile
    const el = element();
    const user = useSession.getState().user;
    const saved = user?.audio_history[historyKey(book.bookId, mode)];
    const sameChapter = mode === "full" || user?.audio_history_chapter[book.bookId] === chapterId;
    pendingResume = at ?? (sameChapter && typeof saved === "number" ? saved : null);
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
    if (wasLoaded) void report(false); // spec: report on chapter change
    if (audio && !audio.paused) audio.pause();
    set({ ...update, loadedFor: null, currentTime: 0, duration: 0, bufferedEnd: 0, error: null });
    if (autoplay) void load(true);
  }

  return {
    book: null,
    mode: "chapter",
    chapterId: null,
    loadedFor: null,
    playing: false,
    loading: false,
    error: null,
    limitReached: false,
    currentTime: 0,
    duration: 0,
    bufferedEnd: 0,
    rate: 1,
    sleep: null,

    open(book) {
      const current = get().book;
      if (current?.bookId === book.bookId) {
        set({ book: { ...current, ...book } });
        return;
      }
      const user = useSession.getState().user;
      const savedChapter = user?.audio_history_chapter[book.bookId];
      const chapterId = book.chapters.find((c) => c.id === savedChapter)?.id ?? book.chapters[0]?.id ?? null;
      const rate = clampRate(user?.playback_speeds[book.bookId] ?? 1);
      changeSelection({ book, chapterId, mode: book.chapters.length ? "chapter" : "full", rate, limitReached: false }, false);
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

    pause() {
      audio?.pause();
    },

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
      scheduleReport(true);
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
      if (get().loadedFor !== null) scheduleReport(true);
      else
        void writeAudioHistory({
          audioHistory: {},
          audioHistoryChapter: {},
          playbackSpeeds: { [book.bookId]: next },
          dailyUsageIncrement: 0,
        }).catch(() => undefined);
    },

    setMode(mode) {
      if (mode === get().mode) return;
      changeSelection({ mode }, get().playing);
    },

    selectChapter(chapterId, autoplay = true) {
      changeSelection({ chapterId, mode: "chapter" }, autoplay);
    },

    next() {
      const { book, chapterId } = get();
      if (!book) return;
      const index = book.chapters.findIndex((c) => c.id === chapterId);
      const next = book.chapters[index + 1];
      if (next) get().selectChapter(next.id, get().playing);
    },

    previous() {
      const { book, chapterId } = get();
      if (!book) return;
      // Like most players: back to the start of the chapter first, unless it just started.
      if (audio && audio.currentTime > 5) {
        get().seek(0);
        return;
      }
      const index = book.chapters.findIndex((c) => c.id === chapterId);
      const previous = book.chapters[index - 1];
      if (previous) get().selectChapter(previous.id, get().playing);
    },

    setSleepTimer(timer) {
      if (sleepTimer) clearTimeout(sleepTimer);
      sleepTimer = null;
      if (!timer) return set({ sleep: null });
      if (timer.kind === "chapter") return set({ sleep: { kind: "chapter" } });
      const endsAt = Date.now() + timer.minutes * 60_000;
      sleepTimer = setTimeout(() => {
        sleepTimer = null;
        get().pause();
        set({ sleep: null });
      }, timer.minutes * 60_000);
      set({ sleep: { kind: "minutes", minutes: timer.minutes, endsAt } });
    },
  };
});
