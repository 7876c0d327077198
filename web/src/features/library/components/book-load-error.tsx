import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import type { LoadError } from "../lib/use-book-details";

/** The book page when its book did not load: not in the library (a way on), or a failure (a way to try again). */
export function BookLoadError({ error, onRetry }: { error: LoadError; onRetry: () => void }) {
  if (error === "not-found")
    return (
      <section className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Book not found</h1>
        <p className="mt-2 text-sm text-slate-600">
          The Chapterly library has no book at this address. The link may be incomplete, or the book may have been removed.
        </p>
        <Link
          to="/"
          className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Browse the library
        </Link>
      </section>
    );
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>Failed to fetch book details</p>
      <Button className="mt-2 bg-white" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
