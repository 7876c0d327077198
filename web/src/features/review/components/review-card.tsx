import { Link } from "react-router";
import type { DueHighlight } from "../../../../../shared/contract";
import { playFromHereUrl } from "../lib/play-link";

/** One due highlight: the passage, its note, its book and chapter, and "Play from here". */
export function ReviewCard({ highlight, remaining }: { highlight: DueHighlight; remaining: number }) {
  return (
    <article aria-labelledby="review-passage" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-500">{remaining === 1 ? "1 highlight due" : `${remaining} highlights due`}</p>
      <blockquote id="review-passage" className="border-l-4 border-brand-600 pl-4 text-lg leading-relaxed text-slate-900">
        {highlight.text}
      </blockquote>
      {highlight.note ? <p className="text-sm text-slate-700">Your note: {highlight.note}</p> : null}
      <p className="text-sm text-slate-600">
        <Link to={`/book/${encodeURIComponent(highlight.book_id)}`} className="font-medium text-brand-700 underline">
          {highlight.book_title}
        </Link>
        {highlight.chapter_title ? <> · {highlight.chapter_title}</> : null}
      </p>
      {highlight.chapter_id || highlight.position ? (
        <Link
          to={playFromHereUrl(highlight)}
          className="inline-flex rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          Play from here
        </Link>
      ) : null}
    </article>
  );
}
