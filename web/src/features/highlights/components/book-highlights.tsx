import { useEffect } from "react";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { Link } from "react-router";
import { ErrorMessage } from "../../../components/ui/message";
import { useHighlights } from "../stores/highlights-store";
import { HighlightList } from "./highlight-list";
import { UndoToast } from "./undo-toast";

/** The book page's "Your highlights": premium readers only, as highlighting is. */
export function BookHighlights({ bookId }: { bookId: string }) {
  const premium = useSession(selectCanAccessPremiumContent);
  const list = useHighlights((s) => s.lists[bookId]);
  const error = useHighlights((s) => s.errors[bookId]);
  const load = useHighlights((s) => s.load);
  useEffect(() => {
    if (premium) void load(bookId);
  }, [premium, bookId, load]);
  if (!premium) return null;
  return (
    <section aria-labelledby="book-highlights-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="book-highlights-heading" className="text-xl font-semibold">
          Your highlights
        </h2>
        <Link to="/highlights" className="text-sm font-medium text-brand-700 underline">
          All highlights and export
        </Link>
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {list && list.length === 0 ? (
        <p className="text-sm text-slate-600">Select text in the summary or a snippet to highlight it.</p>
      ) : null}
      {list && list.length > 0 ? <HighlightList highlights={list} /> : null}
      <UndoToast />
    </section>
  );
}
