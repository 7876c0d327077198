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
  /** Set when Undo could not bring the highlight back (shown in the toast). */
  undoFailed: boolean;
  load: (bookId?: string) => Promise<void>;
  add: (input: NewHighlight) => Promise<Highlight>;
  remove: (highlight: Highlight) => Promise<void>;
  undo: () => Promise<void>;
  dismiss: () => void;
}

const ALL = "*";
type Lists = HighlightsState["lists"];
const withAdded = (list: Highlight[] | undefined, h: Highlight) => (list ? [h, ...list.filter((x) => x.id !== h.id)] : list);
const without = (list: Highlight[] | undefined, id: string) => list?.filter((x) => x.id !== id);
/** Back in its place (lists are newest first), when a delete did not go through. */
const withRestored = (list: Highlight[] | undefined, h: Highlight) =>
  list ? [...without(list, h.id)!, h].sort((a, b) => b.created_at.localeCompare(a.created_at)) : list;
/** The same change to the book's own list and to the list of all highlights (those loaded so far). */
const changeLists = (lists: Lists, bookId: string, change: (list: Highlight[] | undefined) => Highlight[] | undefined) => ({
  ...lists,
  [bookId]: change(lists[bookId]),
  [ALL]: change(lists[ALL]),
});
let undoTimer: ReturnType<typeof setTimeout> | undefined;
/** The delete the server is still answering: Undo waits for it, so the two calls reach the server in order. */
let pendingDelete: Promise<boolean> = Promise.resolve(true);
/** Counts changes the server has confirmed, so that a list fetched across one of them is fetched again rather than shown. */
let changes = 0;

function startUndoTimer(dismiss: () => void) {
  clearTimeout(undoTimer);
  undoTimer = setTimeout(dismiss, UNDO_SECONDS * 1000);
}

export const useHighlights = create<HighlightsState>()((set, get) => ({
  lists: {},
  errors: {},
  deleted: null,
  undoFailed: false,
  async load(bookId) {
    const key = bookId ?? ALL;
    try {
      let list: Highlight[];
      let seen: number;
      do {
        await pendingDelete;
        seen = changes;
        list = await fetchHighlights(bookId);
      } while (seen !== changes);
      set((s) => ({ lists: { ...s.lists, [key]: list }, errors: { ...s.errors, [key]: undefined } }));
    } catch {
      set((s) => ({ errors: { ...s.errors, [key]: "Failed to load your highlights" } }));
    }
  },
  async add(input) {
    const created = await createHighlight(input);
    changes++;
    set((s) => ({ lists: changeLists(s.lists, created.book_id, (list) => withAdded(list, created)) }));
    return created;
  },
  /** Gone from the lists and the server at once; Undo makes it again from the copy kept here. */
  async remove(highlight) {
    set((s) => ({
      lists: changeLists(s.lists, highlight.book_id, (list) => without(list, highlight.id)),
      deleted: highlight,
      undoFailed: false,
    }));
    startUndoTimer(() => get().dismiss());
    pendingDelete = deleteHighlight(highlight.id).then(
      () => {
        changes++;
        return true;
      },
      () => {
        changes++;
        set((s) => ({
          lists: changeLists(s.lists, highlight.book_id, (list) => withRestored(list, highlight)),
          deleted: s.deleted?.id === highlight.id ? null : s.deleted,
        }));
        return false;
      },
    );
    await pendingDelete;
  },
  async undo() {
    const h = get().deleted;
    if (!h) return;
    clearTimeout(undoTimer);
    set({ deleted: null, undoFailed: false });
    // A delete that failed has put the highlight back already; one still on its way is waited for.
    if (!(await pendingDelete)) return;
    try {
      await get().add({
        bookId: h.book_id,
        sourceKind: h.source_kind,
        sourceId: h.source_id,
        text: h.text,
        note: h.note,
        position: h.position ?? undefined,
      });
    } catch {
      set({ deleted: h, undoFailed: true });
      startUndoTimer(() => get().dismiss());
    }
  },
  dismiss() {
    clearTimeout(undoTimer);
    set({ deleted: null, undoFailed: false });
  },
}));

export const listKey = (bookId?: string) => bookId ?? ALL;
