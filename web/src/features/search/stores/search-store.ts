import { create } from "zustand";
import type { Book } from "../../../lib/types";
import { searchExternalDatabase, searchLibrary, searchPublicBooks } from "../api/search";
import { freshExternalBooks } from "../lib/suggestions";

export type ResultsState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | {
      status: "done";
      query: string;
      books: Book[];
      total: number;
      /** Public books search results the library does not hold, the same ones the suggestions offered. */
      publicBooks: Book[];
    }
  | { status: "error"; query: string; message: string };

export type ExternalState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; books: Book[] }
  | { status: "error"; message: string };

interface SearchState {
  /** The text in the header search box (shared by the desktop and mobile boxes). */
  query: string;
  /** The full search (Enter or "Show all"); idle shows the home page's top books. */
  results: ResultsState;
  external: ExternalState;
  /** Bumped when the box is cleared, so the home page reloads its top books (docs/product.md, "Header and search"). */
  clearCount: number;
  /** Which header box had focus when the search's code replaced it (header.tsx), so the search takes it over. */
  focusedBeforeLoad: "desktop" | "mobile" | null;
  setQuery(query: string): void;
  clear(): void;
  runSearch(query: string): Promise<void>;
  runExternalSearch(): Promise<void>;
}

/** Store messages (docs/product.md, "API"). */
export const SEARCH_FAILED = "Failed to search books";
export const EXTERNAL_SEARCH_FAILED = "Failed to search external database";
/** The search message (docs/product.md, "API") shown when the external database search fails. */
export const EXTERNAL_SEARCH_FAILED_TEXT = "Failed to search external database. Please try again.";

let searchController: AbortController | null = null;

export const useSearchStore = create<SearchState>()((set, get) => ({
  query: "",
  results: { status: "idle" },
  external: { status: "idle" },
  clearCount: 0,
  focusedBeforeLoad: null,

  setQuery(query) {
    if (query.trim() === "" && get().query.trim() !== "") {
      get().clear();
      set({ query });
      return;
    }
    set({ query });
  },

  clear() {
    searchController?.abort();
    set((s) => ({ query: "", results: { status: "idle" }, external: { status: "idle" }, clearCount: s.clearCount + 1 }));
  },

  async runSearch(raw) {
    const query = raw.trim();
    if (!query) return; // Enter on an empty query does nothing (docs/product.md, "Header and search").
    searchController?.abort();
    const controller = new AbortController();
    searchController = controller;
    set({ results: { status: "loading", query }, external: { status: "idle" } });
    try {
      // The same two sources as the suggestions, so "Show all {n} results" and this view agree (docs/decisions/102).
      const [page, publicBooks] = await Promise.all([
        searchLibrary(query, 0, controller.signal),
        searchPublicBooks(query, controller.signal).catch(() => [] as Book[]),
      ]);
      if (!controller.signal.aborted)
        set({
          results: {
            status: "done",
            query,
            books: page.books,
            total: page.total,
            publicBooks: freshExternalBooks(page.books, publicBooks),
          },
        });
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(SEARCH_FAILED, err);
      set({ results: { status: "error", query, message: SEARCH_FAILED } });
    }
  },

  async runExternalSearch() {
    const results = get().results;
    if (results.status === "idle") return;
    set({ external: { status: "loading" } });
    try {
      const books = await searchExternalDatabase(results.query);
      set({ external: { status: "done", books } });
    } catch (err) {
      // The store's message is logged; the search view shows the search message.
      console.error(EXTERNAL_SEARCH_FAILED, err);
      set({ external: { status: "error", message: EXTERNAL_SEARCH_FAILED } });
    }
  },
}));

export const selectSearchActive = (s: SearchState) => s.results.status !== "idle";
export const selectClearCount = (s: SearchState) => s.clearCount;
