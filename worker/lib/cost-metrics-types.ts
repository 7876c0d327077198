/** What the bench reads from the worker's cost instrumentation (worker/lib/cost-metrics.ts); no worker globals, so the bench imports it. */
export interface D1Counts {
  /** Statements executed (each statement of a batch counts). */
  statements: number;
  reads: number;
  writes: number;
  /** Calls of `batch` (one round trip, one implicit transaction). */
  batches: number;
  /** From D1's result meta. For reads drizzle runs through `raw()` (no meta), the read is run once more with `run()` for it. */
  rowsRead: number;
  rowsWritten: number;
  /** Rows answered to the caller. */
  rowsReturned: number;
  /** Writes run through `raw()`/`first()` (drizzle's RETURNING): D1 gives no meta there, so their rows written are not in rowsWritten. */
  writesWithoutMeta: number;
}

/** A D1 counter at zero: the instrumentation and its switched-off twin both start from it. */
export const emptyD1Counts = (): D1Counts => ({
  statements: 0,
  reads: 0,
  writes: 0,
  batches: 0,
  rowsRead: 0,
  rowsWritten: 0,
  rowsReturned: 0,
  writesWithoutMeta: 0,
});

export interface Costs {
  d1: D1Counts;
  kv: { reads: number; writes: number; lists: number };
  /** Class A: put, delete, list, multipart; class B: get, head. */
  r2: { classA: number; classB: number };
  queue: { messages: number };
  /** Durable Object RPC calls by method name. */
  durableObjects: Record<string, number>;
}

/** The ListeningLedger's flush counters (kept only with COST_METRICS=on). */
export interface FlushStats {
  flushes: number;
  /** Epoch ms of each flush (the latest 500). */
  times: number[];
  d1: D1Counts;
}
