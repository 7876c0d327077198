/** D1 binds at most 100 parameters a statement: a list of ids goes in slices of 90, leaving room for the rest. */
export const MAX_BOUND_IDS = 90;

/** `ids` in slices a statement can bind. */
export function idSlices<T>(ids: readonly T[], size = MAX_BOUND_IDS): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < ids.length; i += size) slices.push(ids.slice(i, i + size));
  return slices;
}
