import { useCallback, useEffect, useRef, useState } from "react";

export interface ApiQuery<T> {
  /** The last answer; kept while a new key loads, so pages and lists do not flash empty. */
  data: T | null;
  /** The last failure (null after a success, and when a new key starts loading). */
  error: unknown;
  /** Loads again with the same key, e.g. after a change; resolves when the new answer is in. */
  reload: () => Promise<void>;
}

/**
 * Loads `load(signal)` when the component mounts and whenever `key` changes, aborting the request
 * of the previous key; an aborted request never writes state. `load` may close over anything: the
 * latest one is used, and only `key` decides when to load again.
 */
export function useApiQuery<T>(load: (signal: AbortSignal) => Promise<T>, key: readonly unknown[]): ApiQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(load);
  latest.current = load;

  const run = useCallback(async (signal: AbortSignal) => {
    try {
      const answer = await latest.current(signal);
      if (signal.aborted) return;
      setData(answer);
      setError(null);
    } catch (err) {
      if (!signal.aborted) setError(err);
    }
  }, []);

  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's key (as text) is what re-runs the load.
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    void run(controller.signal);
    return () => controller.abort();
  }, [keyText, run]);

  const reload = useCallback(() => run(new AbortController().signal), [run]);
  return { data, error, reload };
}
