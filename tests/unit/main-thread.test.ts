import { describe, expect, it } from "vitest";
import { mainThreadBlocking, type TraceEvent } from "../../bench/lib/main-thread";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, wallMs: number, cpuMs?: number): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});

describe("the bench tells the page's main-thread work from the time it waited (Lighthouse trace)", () => {
  it("sums each task's time over 50 ms after × 4, from wall time and from CPU time, on the page's main thread", () => {
    const events = [
      thread(1, 1, "CrBrowserMain"),
      thread(2, 1, "CrRendererMain"),
      thread(3, 1, "CrRendererMain"),
      // the page: 30 ms of wall time of which 5 ms on the CPU, 20 ms all on the CPU, 10 ms (never over 50 ms × 4)
      task(2, 1, 30, 5),
      task(2, 1, 20, 20),
      task(2, 1, 10, 10),
      // another renderer (an extension page, about:blank) with less task time, and the browser process: not counted
      task(3, 1, 40, 40),
      task(1, 1, 200, 200),
    ];
    expect(mainThreadBlocking(events)).toEqual({ wallMs: 70 + 30, cpuMs: 30 });
  });

  it("gives nothing when the trace has no CPU times (rather than a figure that only looks like one)", () => {
    expect(mainThreadBlocking([thread(2, 1, "CrRendererMain"), task(2, 1, 30)])).toBeUndefined();
    expect(mainThreadBlocking([])).toBeUndefined();
  });
});
