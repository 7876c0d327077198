/**
 * Continue listening's books, most recent first. audio_history's keys are a book id or full_{bookId}, in the order
 * their places were last saved (user-info answers them so, and the player moves a key it saves to the end).
 */
export function listenedBookIds(history: Record<string, number | string[]> | undefined): string[] {
  if (!history) return [];
  const ids: string[] = [];
  for (const [key, value] of Object.entries(history)) {
    // A place of 0 is a book started too (its first report goes as playback starts), so it is listed as well.
    if (key === "favorites" || typeof value !== "number" || value < 0) continue;
    const id = key.startsWith("full_") ? key.slice(5) : key;
    const seen = ids.indexOf(id);
    if (seen >= 0) ids.splice(seen, 1);
    ids.push(id);
  }
  return ids.reverse();
}
