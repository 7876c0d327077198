import { useCallback, useState } from "react";

/**
 * A ref and whether its element is at least half on screen, below the sticky header (the page's top scroll padding,
 * web/src/lib/reserved-edge.ts). True until measured, and where IntersectionObserver is missing.
 */
export function useOnScreen() {
  const [onScreen, setOnScreen] = useState(true);
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const observer = new IntersectionObserver(([entry]) => setOnScreen((entry?.intersectionRatio ?? 1) >= 0.5), {
      rootMargin: `-${Math.round(header)}px 0px 0px 0px`,
      threshold: [0, 0.5, 1],
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(true);
    };
  }, []);
  return [ref, onScreen] as const;
}
