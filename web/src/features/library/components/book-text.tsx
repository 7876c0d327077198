import { lazy, Suspense, useState, type ReactNode } from "react";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { SOURCE_LENGTHS } from "../lib/summary-sources";

// A premium reader's sentence buttons and source panel load with the sources, never for anyone else.
const SummarySentences = lazy(() => import("./summary-sentences"));

/** The book page's text: the summary at three depths and the chapters with their snippets. */

export type RenderText = (source: { bookId: string; kind: "summary" | "snippet"; id: string }, content: ReactNode) => ReactNode;
export const asIs: RenderText = (_source, content) => content;

export interface ChapterSlots {
  /** Shown next to each chapter's title (the reader's coverage, composed in by the app). */
  renderChapterStatus?: (chapterId: string) => ReactNode;
  /** Placed after a chapter's real snippets (not placeholders): the app's read-to-the-end marker. */
  renderChapterEnd?: (chapterId: string) => ReactNode;
}

const SUMMARY_TABS = [
  { key: "small_summarization", label: "Short" },
  { key: "medium_summarization", label: "Medium" },
  { key: "large_summarization", label: "Long" },
] as const;

export function Summaries({
  book,
  chapters,
  renderText,
  onPlayChapter,
}: {
  book: Book;
  chapters: ChapterWithSnippets[];
  renderText: RenderText;
  /** Starts a chapter's audio, for a summary sentence's "Play from here" (composed in by the app). */
  onPlayChapter?: (chapterId: string) => void;
}) {
  const premium = useSession(selectCanAccessPremiumContent);
  const available = SUMMARY_TABS.filter((t) => book[t.key]);
  const [active, setActive] = useState<(typeof SUMMARY_TABS)[number]["key"]>(
    available.find((t) => t.key === "medium_summarization")?.key ?? available[0]?.key ?? "medium_summarization",
  );
  if (available.length === 0) return null;
  const wrap = (content: ReactNode) =>
    renderText({ bookId: book.book_id, kind: "summary", id: active.replace("_summarization", "") }, content);
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <h2 id="summary-heading" className="text-xl font-semibold">
        Summary
      </h2>
      <div role="tablist" aria-label="Summary length" className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm sm:inline-flex">
        {available.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls="summary-panel"
            onClick={() => setActive(tab.key)}
            // On a phone the tabs share the row; from sm up each is as wide as its label. Equal shares of an
            // inline-flex row made "Medium" wrap at 1280 px.
            className={`flex-1 whitespace-nowrap rounded-md px-3 py-1.5 font-medium sm:flex-none ${active === tab.key ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id="summary-panel"
        role="tabpanel"
        aria-labelledby={`tab-${active}`}
        className="whitespace-pre-line leading-relaxed text-slate-700"
      >
        {premium ? (
          <Suspense fallback={wrap(book[active])}>
            <SummarySentences
              bookId={book.book_id}
              length={SOURCE_LENGTHS[active]}
              summary={book[active] ?? ""}
              chapters={chapters}
              wrap={wrap}
              onPlayChapter={book.audio ? onPlayChapter : undefined}
            />
          </Suspense>
        ) : (
          wrap(book[active])
        )}
      </div>
    </section>
  );
}

export function Chapters({
  bookId,
  chapters,
  upgradeAction,
  renderText,
  renderChapterStatus,
  renderChapterEnd,
}: {
  bookId: string;
  chapters: ChapterWithSnippets[];
  upgradeAction: ReactNode;
  renderText: RenderText;
} & ChapterSlots) {
  if (chapters.length === 0) return null;
  const locked = chapters.some((c) => c.chapter_snippets.some((s) => s.is_placeholder));
  return (
    <section aria-labelledby="chapters-heading" className="space-y-4">
      <h2 id="chapters-heading" className="text-xl font-semibold">
        Chapters
      </h2>
      {locked ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            Chapter summaries are part of Chapterly Premium. Subscribe to read every snippet.
          </p>
          {upgradeAction}
        </div>
      ) : null}
      <ol className="space-y-4">
        {chapters.map((chapter) => (
          // Chapters below the screen skip layout and paint until scrolled near (a long book is thousands of nodes).
          <li
            key={chapter.chapter_id}
            className="rounded-xl border border-slate-200 bg-white p-4 [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{chapter.chapter_title}</h3>
              {renderChapterStatus?.(chapter.chapter_id)}
            </div>
            <ul className="mt-3 space-y-3">
              {chapter.chapter_snippets.map((snippet) => (
                <li
                  key={snippet.snippet_id}
                  data-snippet-id={snippet.snippet_id}
                  // A summary sentence's "Read in chapter" outlines the snippet holding its passage (mark-passage.ts).
                  className="scroll-mt-24 rounded-md data-source-passage:outline-2 data-source-passage:outline-offset-4 data-source-passage:outline-amber-500"
                >
                  <h4 className="text-sm font-semibold text-slate-800">{snippet.snippet_title}</h4>
                  {(snippet.is_placeholder ? asIs : renderText)(
                    { bookId, kind: "snippet", id: snippet.snippet_id },
                    // Sanitized on the server with an allow-list (worker/lib/sanitize.ts).
                    <div
                      data-snippet-text=""
                      className={`prose-sm mt-1 text-sm leading-relaxed text-slate-700 ${snippet.is_placeholder ? "select-none text-slate-500" : ""}`}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allow-list.
                      dangerouslySetInnerHTML={{ __html: snippet.snippet_html }}
                    />,
                  )}
                </li>
              ))}
            </ul>
            {chapter.chapter_snippets.length > 0 && !chapter.chapter_snippets.some((s) => s.is_placeholder)
              ? renderChapterEnd?.(chapter.chapter_id)
              : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
