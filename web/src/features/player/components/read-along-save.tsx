import { useEffect, useRef, useState } from "react";
import type { NewHighlight } from "../../../../../shared/contract";
import { sentenceToSave, type SentenceCue } from "../lib/cues";
import { usePlayer } from "../stores/player-store";

const STATUS_COLOUR = { saved: "text-emerald-800", nothing: "text-slate-700", error: "text-red-700" } as const;
const FIELD = "input, textarea, select, [contenteditable=''], [contenteditable='true']";

/**
 * "Save this sentence" and its key, S (not while typing in a field): keeps the sentence being spoken as a highlight
 * with its place in the audio; within 2 s of a sentence's start, the one before (docs/product.md, "Read-along").
 */
export function SaveSentence({
  bookId,
  part,
  cues,
  save,
}: {
  bookId: string;
  part: string;
  cues: SentenceCue[];
  save: (input: NewHighlight) => Promise<unknown>;
}) {
  const [status, setStatus] = useState<{ kind: "saved" | "nothing" | "error"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useRef<() => void>(() => undefined);

  run.current = () => {
    // What is heard at the key press, not the last time update (which may be a quarter second behind).
    const cue = sentenceToSave(cues, usePlayer.getState().liveTime());
    if (busy) return;
    if (!cue) {
      setStatus({ kind: "nothing", message: "Nothing to save yet: the first sentence has not started." });
      return;
    }
    setBusy(true);
    setStatus(null);
    save({ bookId, sourceKind: "snippet", sourceId: cue.snippetId, text: cue.text, position: { part, seconds: cue.start } })
      .then(() => setStatus({ kind: "saved", message: `Saved to your highlights: “${cue.text}”` }))
      .catch(() => setStatus({ kind: "error", message: "Could not save this sentence. Please try again." }))
      .finally(() => setBusy(false));
  };

  // "Nothing to save yet" is about the moment of the press; it goes before the sentences it spoke of are heard.
  useEffect(() => {
    if (status?.kind !== "nothing") return;
    const timer = window.setTimeout(() => setStatus(null), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "s" && event.key !== "S") return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if ((event.target as HTMLElement | null)?.closest?.(FIELD)) return;
      event.preventDefault();
      run.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={() => run.current()}
        disabled={busy}
        aria-keyshortcuts="S"
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {busy ? "Saving..." : "Save this sentence"}
      </button>
      {status ? (
        <p role={status.kind === "error" ? "alert" : "status"} className={`text-center text-sm ${STATUS_COLOUR[status.kind]}`}>
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
