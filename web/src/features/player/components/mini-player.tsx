/** The player that stays in the layout across navigation. Filled in by the listening work. */
export function MiniPlayer() {
  return null;
}
