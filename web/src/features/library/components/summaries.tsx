import { lazy, Suspense, useState, type ReactNode } from "react";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import type { PlayChapter, RenderText } from "./book-text";

// A premium reader's sentence buttons and source panel load with the sources, never for anyone else.
const SummarySentences = lazy(() => import("./summary-sentences"));

export const SUMMARY_TABS = [
  { key: "small_summarization", label: "Short" },
  { key: "medium_summarization", label: "Medium" },
  { key: "large_summarization", label: "Long" },
] as const;

export type SummaryKey = (typeof SUMMARY_TABS)[number]["key"];

/** The book page's summary at three depths. */

export function Summaries({
  book,
  chapters,
  renderText,
  playChapter,
}: {
  book: Book;
  chapters: ChapterWithSnippets[];
  renderText: RenderText;
  playChapter?: PlayChapter;
}) {
  const premium = useSession(selectCanAccessPremiumContent);
  const available = SUMMARY_TABS.filter((t) => book[t.key]);
  const [active, setActive] = useState<SummaryKey>(
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
            <SummarySentences book={book} summaryKey={active} chapters={chapters} wrap={wrap} playChapter={playChapter} />
          </Suspense>
        ) : (
          wrap(book[active])
        )}
      </div>
    </section>
  );
}
