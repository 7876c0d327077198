import { api } from "../../../lib/api-client";
import type { Book, CategoryPage, CategorySort, FavouriteCategories } from "../../../../../shared/contract";

export const CATEGORY_SORTS: { value: CategorySort; label: string }[] = [
  { value: "newest", label: "Newest summaries" },
  { value: "title", label: "Title (A–Z)" },
  { value: "requested", label: "Most requested" },
];

export function isCategorySort(value: string | null): value is CategorySort {
  return CATEGORY_SORTS.some((s) => s.value === value);
}

/** Where a category is shown in the app (docs/decisions/124-browse-and-highlights-urls.md). */
export function categoryPath(topic: string, sort: CategorySort = "newest"): string {
  return `/category/${encodeURIComponent(topic)}${sort === "newest" ? "" : `?sort=${sort}`}`;
}

export function fetchCategoryPage(
  topic: string,
  sort: CategorySort,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CategoryPage> {
  return api("GET /categories/books", { query: { topic, sort, ...(cursor ? { cursor } : {}) }, signal });
}

export function fetchFavouriteCategories(signal?: AbortSignal): Promise<FavouriteCategories> {
  return api("GET /categories/favourites", { signal });
}

/** The newest summaries of the whole library (the same list as the top books, shorter). */
export function fetchNewSummaries(signal?: AbortSignal): Promise<Book[]> {
  return api("POST /library/books", { body: { orderBy: "date_of_summary", limit: 10 }, signal });
}
