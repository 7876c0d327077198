import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { Book } from "../../../lib/types";
import { addExternalBook } from "../api/search";
import { moveHighlight } from "../lib/suggestions";
import { useSearchStore } from "../stores/search-store";
import { useFocusHandOver } from "./use-focus-hand-over";
import { useSuggestionFetch } from "./use-suggestion-fetch";

const BLUR_CLOSE_MS = 150;

/**
 * The header search's behaviour (docs/product.md, "Header and search"): the query, its suggestions, the open list
 * and its highlighted option, and what Enter, the arrows, Escape, a pick and "Show all" do.
 */
export function useHeaderSuggestions(variant: "desktop" | "mobile") {
  const navigate = useNavigate();
  const query = useSearchStore((s) => s.query);
  const setQuery = useSearchStore((s) => s.setQuery);
  const runSearch = useSearchStore((s) => s.runSearch);
  const { suggestions, request, cancel } = useSuggestionFetch();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [adding, setAdding] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      if (blurRef.current) clearTimeout(blurRef.current);
    };
  }, []);

  useEffect(() => {
    if (highlight >= 0) document.getElementById(`${listId}-option-${highlight}`)?.scrollIntoView({ block: "nearest" });
  }, [highlight, listId]);

  function onChange(value: string) {
    setQuery(value);
    setHighlight(-1);
    request(value.trim());
    setOpen(value.trim() !== "");
  }
  useFocusHandOver(variant, inputRef, onChange);

  function fullSearch() {
    if (!query.trim()) return;
    // "Show all" goes away with the list: keep keyboard focus in the box rather than lose it.
    inputRef.current?.focus();
    cancel();
    setOpen(false);
    void runSearch(query);
    void navigate("/");
  }

  async function pick(book: Book) {
    cancel();
    setOpen(false);
    setQuery(book.title);
    if (!book.isExternal) return void navigate(`/book/${encodeURIComponent(book.book_id)}`);
    setAdding(true);
    try {
      void navigate(`/book/${encodeURIComponent(await addExternalBook(book))}`);
    } catch {
      // A failed add opens the book's download link in a new tab.
      if (book.download_link) window.open(book.download_link, "_blank", "noopener,noreferrer");
    } finally {
      setAdding(false);
    }
  }

  const list = suggestions.status === "done" ? suggestions.list : null;
  const showDropdown = open && query.trim() !== "" && suggestions.status !== "idle";

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (showDropdown && (key === "ArrowDown" || key === "ArrowUp")) {
      event.preventDefault();
      setHighlight((h) => moveHighlight(h, list?.flat.length ?? 0, key));
    } else if (showDropdown && key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (key === "Enter") {
      event.preventDefault();
      const chosen = showDropdown ? list?.flat[highlight] : undefined;
      if (chosen) void pick(chosen);
      else fullSearch();
    } else if (key === "ArrowDown" && query.trim() && suggestions.status !== "idle") setOpen(true);
  }

  return {
    query,
    suggestions,
    list,
    highlight,
    setHighlight,
    showDropdown,
    busy: suggestions.status === "loading" || adding,
    listId,
    optionId: (i: number) => `${listId}-option-${i}`,
    containerRef,
    inputRef,
    onChange,
    onKeyDown,
    pick,
    fullSearch,
    onFocus() {
      if (blurRef.current) clearTimeout(blurRef.current);
      if (query.trim() && suggestions.status !== "idle") setOpen(true);
    },
    onBlur(event: FocusEvent) {
      // Tab from the box to "Show all" stays inside: only leaving the whole search closes the list.
      if (containerRef.current?.contains(event.relatedTarget as Node | null)) return;
      blurRef.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
    },
    /** Escape on "Show all": close the list and go back to the box. */
    closeToInput() {
      setOpen(false);
      inputRef.current?.focus();
    },
  };
}
