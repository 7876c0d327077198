/** The "stop after N minutes" timer: one at a time; starting another or clearing cancels the last. */
export class SleepTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;

  // The default calls the global itself: browsers refuse `setTimeout` called as another object's method
  // ("Illegal invocation"), which is what storing it in a field and calling `this.setTimer` would do.
  constructor(
    private readonly setTimer: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = (run, ms) => setTimeout(run, ms),
  ) {}

  /** Runs `onEnd` after `minutes`; answers when that will be (ms since the epoch). */
  start(minutes: number, onEnd: () => void, now = Date.now()): number {
    this.clear();
    this.timer = this.setTimer(onEnd, minutes * 60_000);
    return now + minutes * 60_000;
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
