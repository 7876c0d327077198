import { create } from "zustand";
import { fetchCoverage, markChapterRead, type BookCoverage } from "../api/my-library";

interface CoverageState {
  byBook: Record<string, BookCoverage>;
  load(bookId: string): Promise<void>;
  markRead(bookId: string, chapterId: string): Promise<void>;
}

/** Chapter coverage per book, from the server (so it is the same on every device). */
export const useCoverage = create<CoverageState>()((set, get) => ({
  byBook: {},
  async load(bookId) {
    try {
      const coverage = await fetchCoverage(bookId);
      set({ byBook: { ...get().byBook, [bookId]: coverage } });
    } catch {
      // Coverage is a hint on the page; the page works without it.
    }
  },
  async markRead(bookId, chapterId) {
    const known = get().byBook[bookId]?.chapters.find((c) => c.chapter_id === chapterId);
    if (known?.read) return;
    try {
      const coverage = await markChapterRead(bookId, chapterId);
      set({ byBook: { ...get().byBook, [bookId]: coverage } });
    } catch {
      // Not premium, or offline: nothing to mark.
    }
  },
}));
