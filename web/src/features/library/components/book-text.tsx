import type { ReactNode } from "react";
import type { Book, ChapterWithSnippets } from "../../../lib/types";

/** The book page's text: the chapters with their snippets (the summary is in summaries.tsx). */

export type RenderText = (source: { bookId: string; kind: "summary" | "snippet"; id: string }, content: ReactNode) => ReactNode;
export const asIs: RenderText = (_source, content) => content;

/** Starts one chapter's audio: a summary sentence's "Play from here" (composed in by the app, the player). */
export type PlayChapter = (args: { book: Book; chapters: ChapterWithSnippets[]; chapterId: string }) => void;

export interface ChapterSlots {
  /** Shown next to each chapter's title (the reader's coverage, composed in by the app). */
  renderChapterStatus?: (chapterId: string) => ReactNode;
  /** Placed after a chapter's real snippets (not placeholders): the app's read-to-the-end marker. */
  renderChapterEnd?: (chapterId: string) => ReactNode;
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
                <li key={snippet.snippet_id}>
                  <h4 className="text-sm font-semibold text-slate-800">{snippet.snippet_title}</h4>
                  {(snippet.is_placeholder ? asIs : renderText)(
                    { bookId, kind: "snippet", id: snippet.snippet_id },
                    // Sanitized on the server with an allow-list (worker/lib/sanitize.ts).
                    <div
                      // A summary sentence's "Read in chapter" finds the snippet's text by its id (mark-passage.ts).
                      data-snippet-id={snippet.snippet_id}
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
