/** Remaining daily listening time for signed-in free users (spec 2). Filled in by the listening work. */
export function DailyTimeIndicator() {
  return null;
}
