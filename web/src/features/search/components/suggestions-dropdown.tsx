import type { Book } from "../../../lib/types";
import type { SuggestionList } from "../lib/suggestions";
import { SuggestionItem } from "./suggestion-item";

interface SuggestionsDropdownProps {
  loading: boolean;
  list: SuggestionList | null;
  listId: string;
  optionId(index: number): string;
  highlight: number;
  onHighlight(index: number): void;
  onPick(book: Book): void;
  onShowAll(): void;
  onEscapeShowAll(): void;
}

/** The header search's suggestions: a listbox driven from the box (aria-activedescendant), grouped, with "Show all". */
export function SuggestionsDropdown({ loading, list, listId, optionId, highlight, ...on }: SuggestionsDropdownProps) {
  let flatIndex = -1;
  return (
    <div className="absolute left-0 right-0 z-40 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
      {loading ? (
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
          <ul id={listId} role="listbox" aria-label="Book suggestions" tabIndex={-1} className="max-h-96 overflow-y-auto py-1">
            {list.groups.map((group) => (
              <li key={group.title} role="presentation">
                <p role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
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
                        onMouseEnter={() => on.onHighlight(index)}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => on.onPick(book)}
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
              onClick={on.onShowAll}
              onKeyDown={(e) => {
                if (e.key !== "Escape") return;
                e.preventDefault();
                on.onEscapeShowAll();
              }}
              className="block w-full border-t border-slate-100 px-4 py-2 text-center text-sm font-medium text-brand-700 hover:bg-slate-50"
            >
              Show all {list.total} results
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
