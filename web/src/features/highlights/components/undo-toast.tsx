import { useHighlights, UNDO_SECONDS } from "../stores/highlights-store";

/** "Highlight deleted." with Undo, for a few seconds after a delete. */
export function UndoToast() {
  const deleted = useHighlights((s) => s.deleted);
  const undoFailed = useHighlights((s) => s.undoFailed);
  const undo = useHighlights((s) => s.undo);
  const dismiss = useHighlights((s) => s.dismiss);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-2">
      {deleted ? (
        <div className="pointer-events-auto flex max-w-full items-center gap-3 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          <span>{undoFailed ? "Could not bring the highlight back. Try again." : "Highlight deleted."}</span>
          <button type="button" onClick={() => void undo()} className="font-semibold text-amber-300 underline">
            Undo
          </button>
          <button type="button" onClick={dismiss} aria-label="Dismiss" className="text-slate-300 hover:text-white">
            ✕
          </button>
          <span className="sr-only">Undo is available for {UNDO_SECONDS} seconds.</span>
        </div>
      ) : null}
    </div>
  );
}
