import { BookStrip } from "../../../components/ui/book-strip";
import { firstScreen } from "../../../lib/first-screen";
import { Link } from "react-router";
import { useApiQuery } from "../../../lib/use-api-query";
import { categoryPath, fetchFavouriteCategories, fetchNewSummaries } from "../api/browse";

/** Keys of the placeholder covers: a fixed list, never reordered. */
const PLACEHOLDERS = ["p1", "p2", "p3", "p4", "p5", "p6"];

/** Leads home: the worker renders this row into the page, so a phone paints it before the app arrives (decision 092). */
export function NewSummariesRow() {
  const { data, error } = useApiQuery(fetchNewSummaries, []);
  if (error || data?.length === 0) return null;
  if (!data) {
    const prerendered = firstScreen('section[aria-labelledby="row-new-summaries"]');
    if (prerendered) return prerendered;
  }
  return <BookStrip id="row-new-summaries" title="New summaries" books={data} placeholderKeys={PLACEHOLDERS} />;
}

/**
 * New summaries in the categories of the reader's favourites. Shown (as a placeholder first) only for a reader
 * with favourites; hidden for everyone else, signed out included, and when there is nothing new there.
 */
export function FavouriteCategoriesRow({ favouriteCount }: { favouriteCount: number }) {
  const has = favouriteCount > 0;
  const { data, error } = useApiQuery(
    (signal) => (has ? fetchFavouriteCategories(signal) : Promise.resolve(null)),
    [favouriteCount],
  );
  if (!has || error || (data && data.books.length === 0)) return null;
  return (
    <BookStrip
      id="row-favourite-categories"
      title="From your favourite categories"
      books={data?.books ?? null}
      placeholderKeys={PLACEHOLDERS}
      notice={
        // One line whatever the topics, so the row's height is known before they arrive.
        <p className="flex h-8 items-center gap-2 overflow-x-auto whitespace-nowrap text-sm">
          {(data?.topics ?? []).map((topic) => (
            <Link
              key={topic}
              to={categoryPath(topic)}
              className="rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:border-brand-500"
            >
              {topic}
            </Link>
          ))}
        </p>
      }
    />
  );
}
