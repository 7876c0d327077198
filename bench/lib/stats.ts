/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface Summary {
  n: number;
  p50: number;
  p99: number;
}

export const summarize = (samples: number[]): Summary => ({
  n: samples.length,
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
});

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : "n/a");
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface Row {
  figure: string;
  value: string;
  budget: string;
  /** true = within budget, false = misses it, null = informational (no budget). */
  pass: boolean | null;
}

export const mark = (pass: boolean | null) => (pass === null ? "info" : pass ? "pass" : "MISS");

export function table(rows: Row[]): string {
  const lines = ["| Figure | Value | Budget | |", "| --- | --- | --- | --- |"];
  for (const r of rows) lines.push(`| ${r.figure} | ${r.value} | ${r.budget} | ${mark(r.pass)} |`);
  return lines.join("\n");
}
