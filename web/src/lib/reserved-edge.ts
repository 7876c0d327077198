import { useCallback } from "react";

/**
 * A ref for a bar that stays at the top or bottom edge of the screen (the header, the mini player, read-along's bar).
 * While the bar is mounted, the page's scroll padding on that edge is its height, so that the browser scrolls a
 * control focused by keyboard, or a passage scrolled into view, out from under the bar (WCAG 2.4.11, focus not
 * obscured), instead of leaving it covered.
 */
export function useReservedEdge(edge: "top" | "bottom") {
  return useCallback(
    (bar: HTMLElement | null) => {
      if (!bar) return;
      const property = edge === "top" ? "scroll-padding-top" : "scroll-padding-bottom";
      const root = document.documentElement.style;
      const reserve = () => root.setProperty(property, `${bar.offsetHeight}px`);
      reserve();
      const observer = new ResizeObserver(reserve);
      observer.observe(bar);
      return () => {
        observer.disconnect();
        root.removeProperty(property);
      };
    },
    [edge],
  );
}
