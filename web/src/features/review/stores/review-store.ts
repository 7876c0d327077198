import { create } from "zustand";
import type { DueHighlight, ReviewGrade } from "../../../../../shared/contract";
import { ApiClientError } from "../../../lib/api-client";
import { fetchDue, fetchDueCount, sendGrade } from "../api/review";

interface ReviewState {
  /** Highlights due, in the order they are shown; null until loaded. */
  due: DueHighlight[] | null;
  /** How many are due in all (the account menu's number); null until known. */
  dueCount: number | null;
  error: string | null;
  grading: boolean;
  /** Highlights graded since the page was opened. */
  reviewed: number;
  /** The page opens: nothing graded yet, and the due highlights load. */
  open: () => Promise<void>;
  loadDue: () => Promise<void>;
  loadCount: () => Promise<void>;
  /** Grades the first due highlight, which then leaves the list. */
  grade: (grade: ReviewGrade) => Promise<void>;
}

export const useReview = create<ReviewState>((set, get) => ({
  due: null,
  dueCount: null,
  error: null,
  grading: false,
  reviewed: 0,
  open() {
    set({ reviewed: 0 });
    return get().loadDue();
  },
  async loadDue() {
    set({ error: null });
    try {
      const answer = await fetchDue();
      set({ due: answer.highlights, dueCount: answer.due_count });
    } catch {
      set({ error: "Your highlights to review could not be loaded. Please try again." });
    }
  },
  async loadCount() {
    try {
      set({ dueCount: await fetchDueCount() });
    } catch {
      // The menu simply shows no number.
    }
  },
  async grade(grade) {
    const current = get().due?.[0];
    if (!current || get().grading) return;
    set({ grading: true, error: null });
    try {
      const answer = await sendGrade(current.highlight_id, grade, current.version);
      set((s) => ({ due: s.due?.slice(1) ?? null, dueCount: answer.due_count, reviewed: s.reviewed + 1 }));
    } catch (err) {
      // 409: this highlight was graded already (another tab, a doubled press); it is no longer due here.
      if (err instanceof ApiClientError && err.status === 409) set((s) => ({ due: s.due?.slice(1) ?? null }));
      else set({ error: "That grade was not saved. Please try again." });
    } finally {
      set({ grading: false });
    }
    if (get().due?.length === 0 && (get().dueCount ?? 0) > 0) await get().loadDue();
  },
}));
