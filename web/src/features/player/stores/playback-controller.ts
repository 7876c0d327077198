import type { StoreApi } from "zustand";
import { ApiClientError } from "../../../lib/api-client";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { fetchAudioUrl, probeStream, writeAudioHistory } from "../api/listening";
import { AudioEngine, type MediaElement } from "../lib/audio-engine";
import { HistoryReporter } from "../lib/history-reporter";
import { historyUpdate, neighbourChapter, newReportId } from "../lib/listening-logic";
import { showInMediaSession } from "../lib/media-session";
import { placeBeforeLoad, savedPosition, withHistory } from "../lib/saved-place";
import { resolveStreamLink } from "../lib/stream-link";
import { useDailyUsage } from "./daily-usage-store";
import { selectionKey, type PlayerState } from "./player-types";

/** What the player talks to; the unit tests pass fakes. */
export interface PlayerDeps {
  createMedia?: () => MediaElement;
  fetchAudioUrl: typeof fetchAudioUrl;
  probeStream: typeof probeStream;
  writeAudioHistory: typeof writeAudioHistory;
}

export const DEFAULT_PLAYER_DEPS: PlayerDeps = { fetchAudioUrl, probeStream, writeAudioHistory };

export const HISTORY_FULL_MESSAGE = "Your listening history is full: it keeps places in at most 2,000 books.";
const PLAY_FAILED = "The audio could not be played. Please try again.";
const NO_MAPS = { audioHistory: {}, audioHistoryChapter: {}, playbackSpeeds: {} };

const isPremium = () => selectCanAccessPremiumContent(useSession.getState());

/**
 * Joins the audio engine to the rest of the app for the player's store: stream links, the history reports, the free
 * daily allowance and the media session. The store's actions call it; it writes the store's state.
 */
export class PlaybackController {
  readonly engine: AudioEngine;
  readonly reporter: HistoryReporter;
  /** Where the next load starts when no position is given (a mode switch or a resumed session). */
  private nextStart: number | null = null;

  constructor(
    private readonly store: Pick<StoreApi<PlayerState>, "getState" | "setState">,
    private readonly deps: PlayerDeps,
  ) {
    const set = store.setState;
    this.reporter = new HistoryReporter({
      prepare: () => this.prepareReport(),
      send: (report, keepalive) => deps.writeAudioHistory({ ...report, reportId: newReportId() }, keepalive),
      onSaved: (dailyUsage, unsent) => {
        set({ placeSavedAt: Date.now() });
        if (isPremium()) return;
        useDailyUsage.getState().setUsage(dailyUsage + unsent);
        if (useDailyUsage.getState().remainingTime <= 0) this.stopForLimit();
      },
      onFailed: (error) => this.onReportFailed(error),
    });
    this.engine = new AudioEngine(
      {
        playing: () => set({ playing: true, loading: false, error: null }),
        paused: () => {
          set({ playing: false });
          this.reporter.schedule(true);
        },
        waiting: () => set({ loading: true }),
        ready: () => set({ loading: false }),
        progress: (position) => {
          set(position);
          if (!this.engine.paused && this.reporter.isDue()) this.reporter.schedule(false);
        },
        loaded: (media) => set(media),
        durationChanged: (duration) => set({ duration }),
        played: (seconds) => this.onPlayed(seconds),
        ended: () => this.onEnded(),
        failed: () => void this.recoverLink(),
      },
      deps.createMedia,
    );
  }

  /** The page goes away: the last report may finish after it (keepalive). */
  onPageHide(): void {
    this.engine.countPlayed();
    void this.reporter.report(true);
  }

  stopForLimit(): void {
    this.store.setState({ limitReached: true });
    this.engine.pause();
  }

  /**
   * Moves to another selection (book, mode, chapter): reports the last one, and plays the new one now if asked, else on
   * the next play; from `startAt` seconds, or (null) from its saved place.
   */
  changeSelection(update: Partial<PlayerState>, autoplay: boolean, startAt: number | null = null): void {
    this.engine.countPlayed();
    if (this.store.getState().loadedFor !== null) void this.reporter.report(false); // docs/product.md, "Listening"
    this.engine.pause();
    const next = { ...this.store.getState(), ...update };
    // Before the audio loads, the bar shows where it will start and the part's length (the seek bar waits for the audio).
    const place = next.book
      ? placeBeforeLoad(next.book, next, startAt, useSession.getState().user)
      : { currentTime: 0, duration: 0 };
    this.store.setState({ ...update, ...place, loadedFor: null, bufferedEnd: 0, error: null });
    this.nextStart = startAt;
    if (autoplay) void this.load(true);
  }

  /** Fetches a signed link for the current selection and loads it; starts at `at`, the next start or the saved place. */
  async load(autoplay: boolean, at?: number): Promise<void> {
    const { getState: get, setState: set } = this.store;
    const { book, mode, chapterId } = get();
    if (!book) return;
    const selection = selectionKey(get());
    // Read now, not after the link arrives: a second load of the same selection meanwhile (asked twice, or React's
    // development double effects) starts at the same place instead of finding it taken by the first.
    const requested = at ?? this.nextStart;
    set({ loading: true, error: null });
    const link = await resolveStreamLink(
      { bookId: book.bookId, mode, chapterId, firstChapterId: book.chapters[0]?.id ?? null },
      this.deps.fetchAudioUrl,
      this.deps.probeStream,
    );
    if (link.kind === "limit") {
      set({ loading: false, limitReached: true });
      void useDailyUsage.getState().refresh();
      return;
    }
    if (link.kind === "error") return set({ loading: false, error: link.message });
    if (selectionKey(get()) !== selection) return; // the listener moved on meanwhile
    const start = requested ?? savedPosition(useSession.getState().user, book.bookId, mode, chapterId);
    this.nextStart = null;
    this.engine.load(link.url, start, get().rate);
    set({ loadedFor: selection, currentTime: start ?? 0, bufferedEnd: 0 });
    // Resuming at a place lands there like a seek: the server starts the stretch there, not where the part was left.
    if (start) this.reporter.seeked();
    showInMediaSession(book, mode, chapterId, get());
    if (autoplay) await this.play(true);
  }

  /** Plays what is loaded; `fromLoad`: a fresh link played, so a later media error may fetch a new one again. */
  async play(fromLoad = false): Promise<void> {
    try {
      await this.engine.play();
      if (fromLoad) this.engine.allowRecovery();
    } catch (err) {
      if ((err as Error).name === "AbortError") return;
      this.store.setState(
        fromLoad ? { loading: false, playing: false, error: "Press play to start listening." } : { error: PLAY_FAILED },
      );
    }
  }

  /** The history update to send now, applied locally first (docs/product.md, "Listening"); null while nothing is loaded. */
  private prepareReport() {
    const { book, mode, chapterId, rate, loadedFor, historyFull } = this.store.getState();
    if (!book || !this.engine.hasSource || !useSession.getState().user || loadedFor === null) return null;
    const update = historyUpdate(book.bookId, mode, chapterId, rate, this.engine.currentTime);
    useSession.getState().patchUser((user) => withHistory(user, update));
    // A full history refuses this book's place (HISTORY_FULL): the played seconds still go, without it.
    return historyFull?.bookId === book.bookId ? NO_MAPS : update;
  }

  private onReportFailed(error: unknown): void {
    if (!(error instanceof ApiClientError) || error.code !== "HISTORY_FULL") return;
    const book = this.store.getState().book;
    if (book) this.store.setState({ historyFull: { bookId: book.bookId, message: error.message || HISTORY_FULL_MESSAGE } });
    this.reporter.schedule(true); // the refused report's seconds, now without the place
  }

  /** Seconds played count against the free allowance at once (docs/product.md, "Listening") and go with the next report. */
  private onPlayed(seconds: number): void {
    this.reporter.addPlayed(seconds);
    if (isPremium()) return;
    useDailyUsage.getState().addLocal(seconds);
    if (useDailyUsage.getState().remainingTime <= 0) this.stopForLimit();
  }

  private onEnded(): void {
    const { sleep, mode, book, chapterId, selectChapter } = this.store.getState();
    const next = sleep?.kind !== "chapter" && mode === "chapter" ? neighbourChapter(book, chapterId, 1) : null;
    if (next) {
      selectChapter(next.id, true);
      return;
    }
    this.store.setState(sleep?.kind === "chapter" ? { sleep: null, playing: false } : { playing: false });
    void this.reporter.report(false);
  }

  /** The stream link may have expired (links live 15 minutes): fetch a fresh one once and go on from there. */
  private async recoverLink(): Promise<void> {
    if (!this.store.getState().loadedFor || !this.engine.hasSource) return;
    if (!this.engine.claimRecovery()) {
      this.store.setState({ loading: false, playing: false, error: PLAY_FAILED });
      return;
    }
    this.store.setState({ loadedFor: null });
    await this.load(true, this.engine.currentTime);
  }
}
