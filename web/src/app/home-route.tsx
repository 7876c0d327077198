import HomePage from "../features/library/components/home-page";
import { SearchResults } from "../features/search/components/search-results";
import { selectClearCount, selectSearchActive, useSearchStore } from "../features/search/stores/search-store";

/**
 * Home composed from two features: the library overview, replaced by the full search view while
 * a search is active; clearing the header search box reloads the top books (docs/product.md, "Header and search").
 */
export default function HomeRoute() {
  const searchActive = useSearchStore(selectSearchActive);
  const clearCount = useSearchStore(selectClearCount);
  return <HomePage searchActive={searchActive} searchView={<SearchResults />} reloadKey={clearCount} />;
}
