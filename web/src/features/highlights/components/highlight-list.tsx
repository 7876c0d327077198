import { Link } from "react-router";
import type { Highlight } from "../../../../../shared/contract";
import { useHighlights } from "../stores/highlights-store";

/** Highlights with their notes and a Delete button each (immediate; Undo in the toast). */
export function HighlightList({ highlights, showSource = true }: { highlights: Highlight[]; showSource?: boolean }) {
  const remove = useHighlights((s) => s.remove);
  return (
    <ul className="space-y-3">
      {highlights.map((h) => (
        <li key={h.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <blockquote className="border-l-4 border-amber-400 pl-3 text-slate-800">{h.text}</blockquote>
          {h.note ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">Note:</span> {h.note}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
            <span>
              {showSource ? `${h.source_label} · ` : ""}
              {new Date(h.created_at).toLocaleDateString()}
            </span>
            <span className="flex flex-wrap gap-2">
              {h.position ? (
                // The book page plays a part from a place given in its address (docs/decisions/133).
                <Link
                  to={`/book/${encodeURIComponent(h.book_id)}?part=${encodeURIComponent(h.position.part)}&at=${h.position.seconds}`}
                  preventScrollReset
                  className="rounded-md border border-slate-300 px-2 py-1 font-medium text-brand-800 hover:bg-slate-50"
                  aria-label={`Play from here: “${h.text.slice(0, 40)}”`}
                >
                  Play from here
                </Link>
              ) : null}
              <button
                type="button"
                onClick={() => void remove(h)}
                className="rounded-md border border-slate-300 px-2 py-1 font-medium text-slate-700 hover:bg-slate-50"
                aria-label={`Delete highlight “${h.text.slice(0, 40)}”`}
              >
                Delete
              </button>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
