import { useEffect, useLayoutEffect, useRef } from "react";
import { usePlayer } from "../stores/player-store";
import type { SentenceCue } from "./cues";
import {
  focusedSentence,
  focusNeighbour,
  focusSentence,
  markSpoken,
  type SentencePlace,
  sentenceAt,
  unwrapSentences,
  wrapSentences,
} from "./read-along-dom";
import type { PartCues } from "./use-part-cues";

/** Plays the part from a cue's start: a seek while playing, else the player resumes there. */
export function playFromCue(cue: SentenceCue) {
  const { playing, seek, resume, mode, chapterId } = usePlayer.getState();
  if (playing) seek(cue.start);
  else resume(mode, chapterId, cue.start);
}

/**
 * Wraps the cues' sentences on the page (the playing part's, and `others`: the other chapters'), marks the spoken
 * one, and plays from a sentence that is tapped or pressed (Enter or Space): another chapter's plays that chapter
 * from it. The arrow keys move between sentences. `onPlayFrom` hears each such start.
 */
export function useSentenceSpans(cues: SentenceCue[] | null, others: PartCues[], spoken: number, onPlayFrom: () => void) {
  const latest = useRef({ cues, others, onPlayFrom });
  latest.current = { cues, others, onPlayFrom };
  // The focused sentence when the spans go (another part plays): its new span gets the focus back.
  const refocus = useRef<SentencePlace | null>(null);

  // Chapters render a moment after the page, so each newly spoken sentence also wraps any not wrapped yet. Before
  // paint, and so before the read-along's passive effects: following finds the spoken sentence's span the first time
  // (a page opened to play from a sentence shows it at once, not from the next sentence on).
  useLayoutEffect(() => {
    if (!cues) return;
    wrapSentences(cues);
    for (const other of others) wrapSentences(other.cues, other.part);
    markSpoken(spoken);
    // Only while the focus is nowhere (its span went): a reader who moved on keeps their place.
    if (refocus.current && (!document.activeElement || document.activeElement === document.body)) focusSentence(refocus.current);
    refocus.current = null;
  }, [cues, others, spoken]);
  // In the same phase as the wrapping above, so another part's spans go before its own are made.
  useLayoutEffect(() => {
    if (!cues) return;
    return () => {
      refocus.current = focusedSentence() ?? refocus.current;
      unwrapSentences();
    };
  }, [cues]);

  useEffect(() => {
    const play = (at: ReturnType<typeof sentenceAt>) => {
      if (!at) return false;
      const { cues, others, onPlayFrom } = latest.current;
      if (at.part === undefined) {
        const cue = cues?.[at.index];
        if (!cue) return false;
        playFromCue(cue);
        onPlayFrom();
        return true;
      }
      const cue = others.find((o) => o.part === at.part)?.cues[at.index];
      if (!cue) return false;
      usePlayer.getState().resume("chapter", at.part, cue.start);
      onPlayFrom();
      return true;
    };
    const onClick = (event: MouseEvent) => {
      // A click that ends a text selection (to highlight it) or follows a link plays nothing.
      if (!document.getSelection()?.isCollapsed || (event.target as Element | null)?.closest?.("a")) return;
      play(sentenceAt(event.target));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const at = sentenceAt(target);
      if (at === null || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Enter" || event.key === " ") {
        if (play(at)) event.preventDefault();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        focusNeighbour(target, event.key === "ArrowDown" ? 1 : -1);
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}
