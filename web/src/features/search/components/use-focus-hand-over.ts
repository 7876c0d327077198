import { useLayoutEffect, useRef, type RefObject } from "react";
import { useSearchStore } from "../stores/search-store";

/**
 * The box that held this slot until the search's code arrived (header.tsx) had focus: the search box takes it over,
 * and `resume` goes on with what was typed. The text is kept in a ref: StrictMode's rehearsal unmount (development)
 * cancels the first run's debounced call, and the effect's second run must start it again although the hand-over
 * itself is already done.
 */
export function useFocusHandOver(
  variant: "desktop" | "mobile",
  inputRef: RefObject<HTMLInputElement | null>,
  resume: (text: string) => void,
) {
  const handedOverRef = useRef<string | null>(null);
  const resumeRef = useRef(resume);
  resumeRef.current = resume;
  useLayoutEffect(() => {
    if (handedOverRef.current === null) {
      const nothingFocused = !document.activeElement || document.activeElement === document.body;
      if (useSearchStore.getState().focusedBeforeLoad !== variant || !nothingFocused) return;
      useSearchStore.setState({ focusedBeforeLoad: null });
      inputRef.current?.focus();
      handedOverRef.current = useSearchStore.getState().query;
    }
    if (handedOverRef.current.trim()) resumeRef.current(handedOverRef.current);
  }, [variant, inputRef]);
}
