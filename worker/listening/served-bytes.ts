/** Inclusive byte offsets. */
export type Interval = [number, number];

/**
 * Walks start..end over the sorted, merged `served` intervals. Gaps cost bytes from `budget`;
 * the walk stops where the budget runs out. Pure, so the arithmetic is unit-tested on its own.
 */
export function grantBytes(
  served: Interval[],
  start: number,
  end: number,
  budget: number,
): { end: number; charged: number; served: Interval[] } | null {
  let position = start;
  let charged = 0;
  const added: Interval[] = [];
  for (const [from, to] of [...served, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as Interval]) {
    if (position > end) break;
    if (to < position) continue;
    if (from > position) {
      const gapEnd = Math.min(end, from - 1);
      const take = Math.min(gapEnd - position + 1, budget - charged);
      if (take <= 0) break;
      added.push([position, position + take - 1]);
      charged += take;
      position += take;
      if (position <= gapEnd) break; // budget spent inside the gap
    }
    if (from <= position && position <= to) position = to + 1;
  }
  if (position === start) return null;
  return { end: Math.min(end, position - 1), charged, served: merge([...served, ...added]) };
}

export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
