import { categoryPath } from "../features/browse/api/browse";
import { FavouriteCategoriesRow, NewSummariesRow } from "../features/browse/components/home-rows";
import HomePage from "../features/library/components/home-page";
import { selectUser, useSession } from "../lib/session";
import { SearchResults } from "../features/search/components/search-results";
import { selectClearCount, selectSearchActive, useSearchStore } from "../features/search/stores/search-store";

/**
 * Home composed from two features: the library overview, replaced by the full search view while
 * a search is active; clearing the header search box reloads the top books (docs/product.md, "Header and search"). The browse feature adds
 * its rows and makes the categories links.
 */
export default function HomeRoute() {
  const searchActive = useSearchStore(selectSearchActive);
  const clearCount = useSearchStore(selectClearCount);
  const favouriteCount = useSession(selectUser)?.audio_history.favorites?.length ?? 0;
  return (
    <HomePage
      searchActive={searchActive}
      searchView={<SearchResults />}
      reloadKey={clearCount}
      categoryHref={categoryPath}
      leadRow={<NewSummariesRow />}
      rows={<FavouriteCategoriesRow favouriteCount={favouriteCount} />}
    />
  );
}
