import type { MediaElement } from "../../../web/src/features/player/lib/audio-engine";

/**
 * A media element without a browser: it fires the events a real one fires for what the player does (seeking on a
 * position change, playing and pause, ratechange), and the test plays the rest: metadata, time passing, the end.
 */
export class FakeMedia extends EventTarget implements MediaElement {
  src = "";
  preload = "";
  duration = Number.NaN;
  paused = true;
  playFails: Error | null = null;
  buffered = { length: 0, start: () => 0, end: () => 0 } as unknown as TimeRanges;
  private position = 0;
  private playRate = 1;

  get currentTime() {
    return this.position;
  }
  set currentTime(seconds: number) {
    this.position = seconds;
    this.fire("seeking");
  }
  get playbackRate() {
    return this.playRate;
  }
  set playbackRate(rate: number) {
    this.playRate = rate;
    this.fire("ratechange");
  }

  async play() {
    if (this.playFails) throw this.playFails;
    this.paused = false;
    this.fire("playing");
  }
  pause() {
    this.paused = true;
    this.fire("pause");
  }

  /** The source's length is known (a new source starts at 0, and browsers reset the rate to 1). */
  loadMetadata(duration: number) {
    this.position = 0;
    this.playRate = 1;
    this.fire("ratechange");
    this.duration = duration;
    this.fire("loadedmetadata");
  }
  /** Plays on by `seconds` of audio. */
  advance(seconds: number) {
    this.position = Math.min(this.position + seconds, Number.isFinite(this.duration) ? this.duration : Infinity);
    this.fire("timeupdate");
  }
  end() {
    this.position = this.duration;
    this.paused = true;
    this.fire("ended");
  }
  fail() {
    this.fire("error");
  }
  private fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
