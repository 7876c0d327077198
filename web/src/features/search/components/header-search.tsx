import { useId } from "react";
import { SuggestionsDropdown } from "./suggestions-dropdown";
import { useHeaderSuggestions } from "./use-header-suggestions";

/** The header search box with its suggestions dropdown (docs/product.md, "Header and search"). */
export function HeaderSearch({ variant }: { variant: "desktop" | "mobile" }) {
  const search = useHeaderSuggestions(variant);
  const inputId = useId();
  const { showDropdown, highlight } = search;
  return (
    <div
      ref={search.containerRef}
      className={`relative w-full ${variant === "desktop" ? "max-w-xl" : ""}`}
      onBlur={search.onBlur}
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
          ref={search.inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showDropdown}
          aria-controls={search.listId}
          aria-activedescendant={showDropdown && highlight >= 0 ? search.optionId(highlight) : undefined}
          placeholder="Search Chapterly library..."
          value={search.query}
          onChange={(e) => search.onChange(e.target.value)}
          onKeyDown={search.onKeyDown}
          onFocus={search.onFocus}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        {search.busy ? (
          <span role="status" className="absolute right-3 top-1/2 -translate-y-1/2">
            <span aria-hidden className="block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            <span className="sr-only">Searching</span>
          </span>
        ) : null}
      </div>
      {showDropdown ? (
        <SuggestionsDropdown
          loading={search.suggestions.status === "loading"}
          list={search.list}
          listId={search.listId}
          optionId={search.optionId}
          highlight={highlight}
          onHighlight={search.setHighlight}
          onPick={(book) => void search.pick(book)}
          onShowAll={search.fullSearch}
          onEscapeShowAll={search.closeToInput}
        />
      ) : null}
    </div>
  );
}
