/** The account menu's Free Plan block, "Daily Listening Time" (spec 2). Filled in by the listening work. */
export function DailyListeningBlock() {
  return null;
}
