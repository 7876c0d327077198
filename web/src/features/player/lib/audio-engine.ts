import { bufferedEnd, resumePosition } from "./listening-logic";
import { PlayedAudioCounter } from "./played-audio-counter";

/** What the engine uses of an HTMLMediaElement (a fake one in the unit tests). */
export type MediaElement = Pick<
  HTMLMediaElement,
  "src" | "currentTime" | "duration" | "paused" | "playbackRate" | "buffered" | "play" | "pause" | "addEventListener"
> & { preload: string };

/** What the engine tells the player; every callback is optional. */
export interface AudioEngineEvents {
  playing?(): void;
  paused?(): void;
  waiting?(): void;
  ready?(): void;
  /** The playhead moved while playing (timeupdate) or the buffered range grew. */
  progress?(position: { currentTime: number; bufferedEnd: number }): void;
  /** A new source's length is known; the start position has been applied. */
  loaded?(media: { duration: number; currentTime: number }): void;
  durationChanged?(duration: number): void;
  /** Seconds of audio listened to since the last reading (docs/decisions/041); seeks are not listening. */
  played?(seconds: number): void;
  ended?(): void;
  failed?(): void;
}

/**
 * The player's audio: one media element, created on first use, with load, play, pause, seek and rate. It keeps the
 * chosen rate across sources (browsers reset it on load), applies a start position once the length is known, and
 * counts the seconds actually played.
 */
export class AudioEngine {
  private media: MediaElement | null = null;
  private readonly counter = new PlayedAudioCounter();
  private startAt: number | null = null;
  private rate = 1;
  private recoveryUsed = false;

  constructor(
    private readonly events: AudioEngineEvents,
    private readonly createMedia: () => MediaElement = () => new Audio(),
  ) {}

  /**
   * Where the listener is: until a new source's length is known, the place it will start at (the element still says
   * 0 then, and a history report sent meanwhile would move the saved place back to the start).
   */
  get currentTime(): number {
    if (this.startAt !== null) return this.startAt;
    return this.media?.currentTime ?? 0;
  }

  get duration(): number {
    const duration = this.media?.duration ?? 0;
    return Number.isFinite(duration) ? duration : 0;
  }

  get paused(): boolean {
    return this.media?.paused ?? true;
  }

  get hasSource(): boolean {
    return !!this.media?.src;
  }

  /** Loads `url` to play at `rate`; it starts at `startAt` seconds (unless too close to its end: resumePosition). */
  load(url: string, startAt: number | null, rate: number): void {
    const media = this.element();
    this.startAt = startAt;
    this.rate = rate;
    this.counter.restartAt(null);
    media.src = url;
    media.playbackRate = this.rate;
  }

  play(): Promise<void> {
    return this.element().play();
  }

  pause(): void {
    if (this.media && !this.media.paused) this.media.pause();
  }

  /** Moves the playhead within the audio; answers where it landed. */
  seek(seconds: number): number {
    const media = this.media;
    if (!media) return 0;
    this.countPlayed();
    const max = Number.isFinite(media.duration) ? media.duration : seconds;
    media.currentTime = Math.max(0, Math.min(max, seconds));
    return media.currentTime;
  }

  setRate(rate: number): void {
    this.rate = rate;
    if (this.media) this.media.playbackRate = rate;
  }

  /** A failed source may be replaced once (a fresh link) until a replacement plays again: true when this is that once. */
  claimRecovery(): boolean {
    if (this.recoveryUsed) return false;
    this.recoveryUsed = true;
    return true;
  }

  /** A freshly loaded source played: a later failure may be recovered again. */
  allowRecovery(): void {
    this.recoveryUsed = false;
  }

  /** Reads the playhead and reports the seconds played since the last reading. */
  countPlayed(): void {
    if (!this.media) return;
    const seconds = this.counter.advanceTo(this.media.currentTime);
    if (seconds > 0) this.events.played?.(seconds);
  }

  private element(): MediaElement {
    if (this.media) return this.media;
    const media = this.createMedia();
    media.preload = "metadata";
    this.media = media;
    this.listen(media);
    return media;
  }

  private listen(media: MediaElement): void {
    const on = (type: string, handler: () => void) => media.addEventListener(type, handler);
    const position = () => ({ currentTime: media.currentTime, bufferedEnd: bufferedEnd(media.buffered, media.currentTime) });
    on("playing", () => {
      this.counter.restartAt(media.currentTime);
      this.events.playing?.();
    });
    on("pause", () => {
      this.countPlayed();
      this.events.paused?.();
    });
    on("waiting", () => {
      this.countPlayed();
      this.events.waiting?.();
    });
    // A seek (ours, the start position, or the media keys) moves the position without listening.
    on("seeking", () => this.counter.restartAt(media.currentTime));
    on("canplay", () => this.events.ready?.());
    on("timeupdate", () => {
      this.countPlayed();
      this.events.progress?.(position());
    });
    on("progress", () => this.events.progress?.(position()));
    on("loadedmetadata", () => {
      if (this.startAt !== null) {
        const at = resumePosition(this.startAt, this.duration);
        this.startAt = null;
        if (at > 0) media.currentTime = at;
      }
      media.playbackRate = this.rate;
      this.events.loaded?.({ duration: this.duration, currentTime: media.currentTime });
    });
    on("durationchange", () => {
      if (Number.isFinite(media.duration)) this.events.durationChanged?.(media.duration);
    });
    // Browsers reset the rate when a new source loads; keep the chosen one.
    on("ratechange", () => {
      if (media.playbackRate !== this.rate) media.playbackRate = this.rate;
    });
    on("ended", () => {
      this.countPlayed();
      this.events.ended?.();
    });
    on("error", () => this.events.failed?.());
  }
}
