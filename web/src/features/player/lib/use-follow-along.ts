import { useCallback, useEffect, useRef, useState } from "react";
import { inView, sentenceElement } from "./read-along-dom";

const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);
/** A scroll this soon after the reader's wheel, touch or key is theirs; any other is ours or the browser's. */
const INTENT_MS = 1000;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function bringIntoView(element: HTMLElement) {
  element.scrollIntoView({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
}

/**
 * Keeps the spoken sentence in view while the reader follows along, as it changes and as the page's layout does.
 * Scrolling it out of view stops that; scrolling back to it, or `follow()` (the "Follow along" control), starts it
 * again.
 */
export function useFollowAlong(spoken: number) {
  const [following, setFollowing] = useState(true);
  const followingNow = useRef(following);
  followingNow.current = following;
  const last = useRef(-1);
  if (spoken >= 0) last.current = spoken;

  useEffect(() => {
    const element = sentenceElement(spoken);
    // A margin of a fifth of the screen: the sentence is brought up before it reaches the very edge.
    const margin = window.innerHeight / 5;
    if (following && element && !inView(element, margin, window.innerHeight - margin)) bringIntoView(element);
  }, [spoken, following]);

  useEffect(() => {
    let intentAt = 0;
    let inputAt = 0;
    const input = () => {
      inputAt = Date.now();
    };
    const intent = () => {
      intentAt = inputAt = Date.now();
    };
    const onKey = (event: KeyboardEvent) => {
      input();
      const target = event.target as HTMLElement | null;
      if (SCROLL_KEYS.has(event.key) && !target?.closest("input, textarea, select, [role='slider'], [data-read-along]")) intent();
    };
    const onScroll = () => {
      const element = sentenceElement(last.current);
      if (element && Date.now() - intentAt < INTENT_MS) setFollowing(inView(element));
    };
    // The page's layout changes under a reader who is following: content that arrives late above the sentence, a
    // phone turned. Browsers without scroll anchoring (Safari) then leave the spoken sentence off screen until the
    // next one begins; it comes back at once, unless the change follows the reader's own input (a summary opened above).
    const relayout = new ResizeObserver(() => {
      const element = sentenceElement(last.current);
      if (followingNow.current && element && Date.now() - inputAt >= INTENT_MS && !inView(element)) bringIntoView(element);
    });
    relayout.observe(document.body);
    window.addEventListener("wheel", intent, { passive: true });
    window.addEventListener("touchmove", intent, { passive: true });
    window.addEventListener("pointerdown", input, { passive: true });
    window.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      relayout.disconnect();
      window.removeEventListener("wheel", intent);
      window.removeEventListener("touchmove", intent);
      window.removeEventListener("pointerdown", input);
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  const follow = useCallback((focus = false) => {
    setFollowing(true);
    const element = sentenceElement(last.current);
    if (!element) return;
    bringIntoView(element);
    if (focus) element.focus({ preventScroll: true });
  }, []);
  /** Follows again without scrolling now: the next spoken sentence is brought into view if it is off centre. */
  const resumeFollowing = useCallback(() => setFollowing(true), []);
  return { following, follow, resumeFollowing };
}
