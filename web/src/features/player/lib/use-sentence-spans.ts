import { useEffect, useRef } from "react";
import { usePlayer } from "../stores/player-store";
import type { SentenceCue } from "./cues";
import { focusNeighbour, markSpoken, sentenceIndexOf, unwrapSentences, wrapSentences } from "./read-along-dom";

/** Plays the part from a cue's start: a seek while playing, else the player resumes there. */
export function playFromCue(cue: SentenceCue) {
  const { playing, seek, resume, mode, chapterId } = usePlayer.getState();
  if (playing) seek(cue.start);
  else resume(mode, chapterId, cue.start);
}

/**
 * Wraps the cues' sentences on the page, marks the spoken one, and plays from a sentence that is tapped or pressed
 * (Enter or Space); the arrow keys move between sentences. `onPlayFrom` hears each such start.
 */
export function useSentenceSpans(cues: SentenceCue[] | null, spoken: number, onPlayFrom: () => void) {
  const latest = useRef({ cues, onPlayFrom });
  latest.current = { cues, onPlayFrom };

  // Chapters render a moment after the page, so each newly spoken sentence also wraps any not wrapped yet.
  useEffect(() => {
    if (!cues) return;
    wrapSentences(cues);
    markSpoken(spoken);
  }, [cues, spoken]);
  useEffect(() => (cues ? unwrapSentences : undefined), [cues]);

  useEffect(() => {
    const play = (index: number | null) => {
      const cue = index === null ? undefined : latest.current.cues?.[index];
      if (!cue) return false;
      playFromCue(cue);
      latest.current.onPlayFrom();
      return true;
    };
    const onClick = (event: MouseEvent) => {
      // A click that ends a text selection (to highlight it) or follows a link plays nothing.
      if (!document.getSelection()?.isCollapsed || (event.target as Element | null)?.closest?.("a")) return;
      play(sentenceIndexOf(event.target));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const index = sentenceIndexOf(target);
      if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Enter" || event.key === " ") {
        if (play(index)) event.preventDefault();
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
