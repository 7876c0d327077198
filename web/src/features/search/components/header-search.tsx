import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Book } from "../../../lib/types";
import { addExternalBook, fetchLibrarySuggestions, searchPublicBooks } from "../api/search";
import { groupSuggestions, moveHighlight, type SuggestionList } from "../lib/suggestions";
import { useSearchStore } from "../stores/search-store";
import { SuggestionItem } from "./suggestion-item";

const DEBOUNCE_MS = 300;
const BLUR_CLOSE_MS = 150;

type Suggestions = { status: "idle" } | { status: "loading" } | { status: "done"; list: SuggestionList };

/** The header search box with its suggestions dropdown (docs/product.md, "Header and search"). */
export function HeaderSearch({ variant }: { variant: "desktop" | "mobile" }) {
  const navigate = useNavigate();
  const query = useSearchStore((s) => s.query);
  const setQuery = useSearchStore((s) => s.setQuery);
  const runSearch = useSearchStore((s) => s.runSearch);
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [adding, setAdding] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blurRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const listId = useId();
  const inputId = useId();

  const cancelPending = useCallback(() => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
    controllerRef.current?.abort();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      cancelPending();
      if (blurRef.current) clearTimeout(blurRef.current);
    };
  }, [cancelPending]);

  const fetchSuggestions = useCallback((text: string) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setSuggestions({ status: "loading" });
    setHighlight(-1);
    void Promise.allSettled([fetchLibrarySuggestions(text, controller.signal), searchPublicBooks(text, controller.signal)]).then(
      ([local, external]) => {
        if (controller.signal.aborted) return;
        const localPage = local.status === "fulfilled" ? local.value : { books: [], total: 0 };
        const externalBooks = external.status === "fulfilled" ? external.value : [];
        setSuggestions({ status: "done", list: groupSuggestions(localPage.books, localPage.total, externalBooks) });
      },
    );
  }, []);

  function onChange(value: string) {
    setQuery(value);
    cancelPending();
    const text = value.trim();
    if (!text) {
      // A blank query clears the suggestions and makes no call.
      setSuggestions({ status: "idle" });
      setOpen(false);
      return;
    }
    setOpen(true);
    setSuggestions({ status: "loading" });
    debounceRef.current = setTimeout(() => fetchSuggestions(text), DEBOUNCE_MS);
  }

  function fullSearch(text: string) {
    if (!text.trim()) return;
    // "Show all" goes away with the list: keep keyboard focus in the box rather than lose it.
    inputRef.current?.focus();
    cancelPending();
    setOpen(false);
    void runSearch(text);
    void navigate("/");
  }

  async function pick(book: Book) {
    cancelPending();
    setOpen(false);
    setQuery(book.title);
    if (!book.isExternal) {
      void navigate(`/book/${encodeURIComponent(book.book_id)}`);
      return;
    }
    setAdding(true);
    try {
      const bookId = await addExternalBook(book);
      void navigate(`/book/${encodeURIComponent(bookId)}`);
    } catch {
      // A failed add opens the book's download link in a new tab.
      if (book.download_link) window.open(book.download_link, "_blank", "noopener,noreferrer");
    } finally {
      setAdding(false);
    }
  }

  // The box that held this slot until this code arrived (header.tsx) had focus: take it over, with what was typed.
  // The text is kept in a ref: StrictMode's rehearsal unmount (development) cancels the first run's debounced call,
  // and the effect's second run must start it again although the hand-over itself is already done.
  const handedOverRef = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; the hand-over happens only then.
  useLayoutEffect(() => {
    if (handedOverRef.current === null) {
      const nothingFocused = !document.activeElement || document.activeElement === document.body;
      if (useSearchStore.getState().focusedBeforeLoad !== variant || !nothingFocused) return;
      useSearchStore.setState({ focusedBeforeLoad: null });
      inputRef.current?.focus();
      handedOverRef.current = useSearchStore.getState().query;
    }
    if (handedOverRef.current.trim()) onChange(handedOverRef.current);
  }, []);

  const list = suggestions.status === "done" ? suggestions.list : null;
  const items = list?.flat ?? [];
  const showDropdown = open && query.trim() !== "" && suggestions.status !== "idle";

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (showDropdown) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setHighlight((h) => moveHighlight(h, items.length, event.key as "ArrowDown" | "ArrowUp"));
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key === "Enter") {
        event.preventDefault();
        const chosen = items[highlight];
        if (chosen) void pick(chosen);
        else fullSearch(query);
        return;
      }
    }
    if (event.key === "Enter") {
      event.preventDefault();
      fullSearch(query);
    } else if (event.key === "ArrowDown" && query.trim() && suggestions.status !== "idle") {
      setOpen(true);
    }
  }

  let flatIndex = -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (highlight >= 0) document.getElementById(optionId(highlight))?.scrollIntoView({ block: "nearest" });
  }, [highlight, listId]);
  const busy = suggestions.status === "loading" || adding;

  return (
    <div
      ref={containerRef}
      className={`relative w-full ${variant === "desktop" ? "max-w-xl" : ""}`}
      onBlur={(e) => {
        // Tab from the box to "Show all" stays inside: only leaving the whole search closes the list.
        if (containerRef.current?.contains(e.relatedTarget as Node | null)) return;
        blurRef.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search Chapterly library
      </label>
      <div className="relative">
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        >
          <path
            fill="currentColor"
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.4 3.4a.75.75 0 1 1-1.06 1.06l-3.4-3.4A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
          />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showDropdown}
          aria-controls={listId}
          aria-activedescendant={showDropdown && highlight >= 0 ? optionId(highlight) : undefined}
          placeholder="Search Chapterly library..."
          value={query}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (blurRef.current) clearTimeout(blurRef.current);
            if (query.trim() && suggestions.status !== "idle") setOpen(true);
          }}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        {busy ? (
          <span role="status" className="absolute right-3 top-1/2 -translate-y-1/2">
            <span aria-hidden className="block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            <span className="sr-only">Searching</span>
          </span>
        ) : null}
      </div>

      {showDropdown ? (
        <div className="absolute left-0 right-0 z-40 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
          {suggestions.status === "loading" ? (
            <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600">
              <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
              Searching library and global books...
            </p>
          ) : list && list.flat.length === 0 ? (
            <div className="px-4 py-6 text-center">
              <p className="font-medium text-slate-800">No books found</p>
              <p className="mt-1 text-sm text-slate-500">Try searching with different keywords</p>
            </div>
          ) : list ? (
            <>
              {/* Options are reached with the arrows from the box (and scrolled into view), so the scrolling list is no tab stop of its own. */}
              <ul
                id={listId}
                role="listbox"
                aria-label="Book suggestions"
                tabIndex={-1}
                className="max-h-96 overflow-y-auto py-1"
              >
                {list.groups.map((group) => (
                  <li key={group.title} role="presentation">
                    <p
                      role="presentation"
                      className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                    >
                      {group.title}
                    </p>
                    <ul role="group" aria-label={group.title}>
                      {group.items.map((book) => {
                        flatIndex += 1;
                        const index = flatIndex;
                        return (
                          <li
                            key={book.book_id}
                            id={optionId(index)}
                            role="option"
                            aria-selected={index === highlight}
                            onMouseEnter={() => setHighlight(index)}
                            onMouseDown={(e) => e.preventDefault()}
                            onClick={() => void pick(book)}
                            className={`cursor-pointer px-3 py-2 ${index === highlight ? "bg-brand-50" : "hover:bg-slate-50"}`}
                          >
                            <SuggestionItem book={book} />
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
              </ul>
              {list.showAll ? (
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => fullSearch(query)}
                  onKeyDown={(e) => {
                    if (e.key !== "Escape") return;
                    e.preventDefault();
                    setOpen(false);
                    inputRef.current?.focus();
                  }}
                  className="block w-full border-t border-slate-100 px-4 py-2 text-center text-sm font-medium text-brand-700 hover:bg-slate-50"
                >
                  Show all {list.total} results
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
