import { useEffect, useRef } from "react";
import { COVERAGE_LABELS } from "../lib/progress-format";
import { useCoverage } from "../stores/coverage-store";

/**
 * Keeps one book's coverage fresh while its page is open (listening on another device shows up too), and loads it
 * again at once when `changedAt` changes (the server took a report of this reader's listening).
 */
export function useBookCoverage(bookId: string, changedAt: number | null = null) {
  const load = useCoverage((s) => s.load);
  // biome-ignore lint/correctness/useExhaustiveDependencies: changedAt is the trigger.
  useEffect(() => {
    void load(bookId);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load(bookId);
    }, 20_000);
    return () => clearInterval(timer);
  }, [bookId, load, changedAt]);
}

/** The same, as a component (the book page loads coverage with its marks, after its first render). */
export function BookCoverage({ bookId, changedAt = null }: { bookId: string; changedAt?: number | null }) {
  useBookCoverage(bookId, changedAt);
  return null;
}

const STYLES = {
  not_started: "border-slate-300 text-slate-600",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  done: "border-emerald-300 bg-emerald-50 text-emerald-900",
} as const;

/**
 * Not started / Partly heard / Done for one chapter, from server-side state (docs/decisions/131). The page calls
 * `useBookCoverage` once for the book; every chapter's mark reads the same answer.
 */
export function ChapterCoverageMark({ bookId, chapterId }: { bookId: string; chapterId: string }) {
  const chapter = useCoverage((s) => s.byBook[bookId]?.chapters.find((c) => c.chapter_id === chapterId));
  if (!chapter) return null;
  return (
    <span
      data-testid="chapter-coverage"
      className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium ${STYLES[chapter.state]}`}
    >
      {COVERAGE_LABELS[chapter.state]}
    </span>
  );
}

/** How long the end of a chapter's snippets must stay on screen to count as read (a fast scroll past does not). */
const READ_DWELL_MS = 1500;

/**
 * Placed after a chapter's last snippet: once it has been on screen for a moment, the chapter's snippets were
 * read to the end, and the server is told (docs/decisions/131). Only for real snippets (premium readers). Not while
 * the chapter plays (`listening`): read-along scrolls the text by itself, and the chapter counts as heard instead.
 */
export function ChapterReadSentinel({
  bookId,
  chapterId,
  listening = false,
}: {
  bookId: string;
  chapterId: string;
  listening?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const markRead = useCoverage((s) => s.markRead);
  useEffect(() => {
    const element = ref.current;
    if (listening || !element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(() => void markRead(bookId, chapterId), READ_DWELL_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [bookId, chapterId, markRead, listening]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
