/** What the measured page's main thread did in a Lighthouse trace (bench/lib/lighthouse.ts). */

export interface MainThreadBlocking {
  /** From each task's wall time, as Lighthouse counts it. */
  wallMs: number;
  /** From the main thread's own CPU time in each task: what the page's work costs, without the time it waited. */
  cpuMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The mobile profile multiplies each main-thread task's observed wall time by 4, and a task's wall time includes the
 * time the thread waited for a CPU. On a 2-core machine that shares it with the browser's own GPU and browser
 * processes, the wait can be most of it (docs/decisions/092-fast-on-phones.md, sixth pass). Trace events carry the
 * thread's CPU time too (`tdur`): the same sum from it tells the page's own cost apart from the machine's.
 * The main thread is the renderer main thread with the most task time (the measured page's).
 */
export function mainThreadBlocking(events: TraceEvent[]): MainThreadBlocking | undefined {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.name === "thread_name" && e.args?.name) threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || e.ph !== "X" || threadNames.get(thread) !== "CrRendererMain") continue;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), e]);
  }
  const busiest = (list: TraceEvent[]) => list.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const tasks = [...tasksByThread.values()].sort((a, b) => busiest(b) - busiest(a))[0];
  if (!tasks || tasks.some((t) => t.tdur === undefined)) return undefined;
  const over50 = (micros: number) => Math.max(0, (micros * 4) / 1000 - 50);
  return {
    wallMs: tasks.reduce((sum, t) => sum + over50(t.dur ?? 0), 0),
    cpuMs: tasks.reduce((sum, t) => sum + over50(t.tdur ?? 0), 0),
  };
}
