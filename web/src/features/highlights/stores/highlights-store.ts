import { create } from "zustand";
import type { Highlight, NewHighlight } from "../../../../../shared/contract";
import { createHighlight, deleteHighlight, fetchHighlights } from "../api/highlights";

/** How long a deleted highlight can be brought back from the toast. */
export const UNDO_SECONDS = 6;

interface HighlightsState {
  /** Loaded lists: per book id, and "*" for all of them. */
  lists: Record<string, Highlight[] | undefined>;
  errors: Record<string, string | undefined>;
  /** The highlight just deleted, while its Undo is offered. */
  deleted: Highlight | null;
  load: (bookId?: string) => Promise<void>;
  add: (input: NewHighlight) => Promise<Highlight>;
  remove: (highlight: Highlight) => Promise<void>;
  undo: () => Promise<void>;
  dismiss: () => void;
}

const ALL = "*";
const withAdded = (list: Highlight[] | undefined, h: Highlight) => (list ? [h, ...list.filter((x) => x.id !== h.id)] : list);
const without = (list: Highlight[] | undefined, id: string) => list?.filter((x) => x.id !== id);
let undoTimer: ReturnType<typeof setTimeout> | undefined;

export const useHighlights = create<HighlightsState>()((set, get) => ({
  lists: {},
  errors: {},
  deleted: null,
  async load(bookId) {
    const key = bookId ?? ALL;
    try {
      const list = await fetchHighlights(bookId);
      set((s) => ({ lists: { ...s.lists, [key]: list }, errors: { ...s.errors, [key]: undefined } }));
    } catch {
      set((s) => ({ errors: { ...s.errors, [key]: "Failed to load your highlights" } }));
    }
  },
  async add(input) {
    const created = await createHighlight(input);
    set((s) => ({
      lists: {
        ...s.lists,
        [created.book_id]: withAdded(s.lists[created.book_id], created),
        [ALL]: withAdded(s.lists[ALL], created),
      },
    }));
    return created;
  },
  /** Gone from the lists and the server at once; Undo makes it again from the copy kept here. */
  async remove(highlight) {
    const before = get().lists;
    set((s) => ({
      lists: {
        ...s.lists,
        [highlight.book_id]: without(s.lists[highlight.book_id], highlight.id),
        [ALL]: without(s.lists[ALL], highlight.id),
      },
      deleted: highlight,
    }));
    clearTimeout(undoTimer);
    undoTimer = setTimeout(() => get().dismiss(), UNDO_SECONDS * 1000);
    try {
      await deleteHighlight(highlight.id);
    } catch {
      set({ lists: before, deleted: null });
    }
  },
  async undo() {
    const h = get().deleted;
    if (!h) return;
    clearTimeout(undoTimer);
    set({ deleted: null });
    await get().add({ bookId: h.book_id, sourceKind: h.source_kind, sourceId: h.source_id, text: h.text, note: h.note });
  },
  dismiss() {
    clearTimeout(undoTimer);
    set({ deleted: null });
  },
}));

export const listKey = (bookId?: string) => bookId ?? ALL;
