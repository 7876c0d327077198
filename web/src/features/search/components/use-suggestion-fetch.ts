import { useCallback, useEffect, useRef, useState } from "react";
import { fetchLibrarySuggestions, searchPublicBooks } from "../api/search";
import { groupSuggestions, type SuggestionList } from "../lib/suggestions";

const DEBOUNCE_MS = 300;

export type Suggestions = { status: "idle" } | { status: "loading" } | { status: "done"; list: SuggestionList };

/**
 * The suggestions for what is typed: library and public books asked together 300 ms after the last keystroke; a
 * newer request (or cancel) drops the older one. A blank text clears them and makes no call.
 */
export function useSuggestionFetch() {
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: "idle" });
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
    controllerRef.current?.abort();
  }, []);

  useEffect(() => cancel, [cancel]);

  const request = useCallback(
    (text: string) => {
      cancel();
      if (!text) return setSuggestions({ status: "idle" });
      setSuggestions({ status: "loading" });
      debounceRef.current = setTimeout(() => {
        const controller = new AbortController();
        controllerRef.current = controller;
        void Promise.allSettled([
          fetchLibrarySuggestions(text, controller.signal),
          searchPublicBooks(text, controller.signal),
        ]).then(([local, external]) => {
          if (controller.signal.aborted) return;
          const localPage = local.status === "fulfilled" ? local.value : { books: [], total: 0 };
          const externalBooks = external.status === "fulfilled" ? external.value : [];
          setSuggestions({ status: "done", list: groupSuggestions(localPage.books, localPage.total, externalBooks) });
        });
      }, DEBOUNCE_MS);
    },
    [cancel],
  );

  return { suggestions, request, cancel };
}
