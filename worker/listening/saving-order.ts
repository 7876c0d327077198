/**
 * `base` with `latest` laid over it, the keys of `latest` moved to the end. A reader's places (audio_history) are a map
 * in the order they were last saved, which Continue listening shows newest first; a plain spread would keep a
 * re-saved key where it was.
 */
export function latestLast<T>(base: Record<string, T> | undefined, latest: Record<string, T>): Record<string, T> {
  const kept = Object.entries(base ?? {}).filter(([key]) => !Object.hasOwn(latest, key));
  return { ...Object.fromEntries(kept), ...latest };
}
