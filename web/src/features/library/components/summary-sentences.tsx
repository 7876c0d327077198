import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { SummarySentence, SummarySourcesLength } from "../../../../../shared/contract";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { fetchSummarySources } from "../api/summary-sources";
import { clearPassageMarks } from "../lib/mark-passage";
import { sentencesFitSummary, splitTrailingSpace, withOffsets } from "../lib/summary-sources";
import type { PlayChapter } from "./book-text";
import { SourcePanel } from "./source-panel";
import type { SummaryKey } from "./summaries";

// The sources route's name for each summary the book carries.
const LENGTHS = { small_summarization: "short", medium_summarization: "medium", large_summarization: "long" } as const;

export interface SummarySentencesProps {
  book: Book;
  summaryKey: SummaryKey;
  chapters: ChapterWithSnippets[];
  /** Wraps the summary's text (the app's highlighting); the source panel stays outside it. */
  wrap: (content: ReactNode) => ReactNode;
  playChapter?: PlayChapter;
}

/** The summary's sentences for this length, fetched once per length; null until they arrive or if they do not fit. */
function useSentences(bookId: string, length: SummarySourcesLength, summary: string) {
  const [loaded, setLoaded] = useState<Partial<Record<SummarySourcesLength, SummarySentence[] | null>>>({});
  const known = length in loaded;
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetchSummarySources(bookId, length, controller.signal)
      .then((sentences) => setLoaded((l) => ({ ...l, [length]: sentences })))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded((l) => ({ ...l, [length]: null }));
      });
    return () => controller.abort();
  }, [bookId, length, known]);
  const sentences = loaded[length];
  return sentences && sentencesFitSummary(sentences, summary) ? withOffsets(sentences) : null;
}

/**
 * A premium reader's summary (loaded with it, not with the page): each sentence with a source is a button that
 * opens its passage. Selecting text to highlight still works: a click that ends a selection opens nothing.
 */
export default function SummarySentences({ book, summaryKey, chapters, wrap, playChapter }: SummarySentencesProps) {
  const length = LENGTHS[summaryKey];
  const summary = book[summaryKey] ?? "";
  const sentences = useSentences(book.book_id, length, summary);
  // The open sentence, by where it starts in the summary.
  const [open, setOpen] = useState<number | null>(null);
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another length closes the panel.
  useEffect(() => setOpen(null), [length]);
  useEffect(() => {
    if (open === null) return;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "nearest" });
  }, [open]);
  useEffect(() => clearPassageMarks, []);

  if (!sentences) return wrap(summary);
  const openSentence = sentences.find((s) => s.offset === open);

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const toggle = (index: number, target: HTMLElement) => {
    opener.current = target;
    setOpen((current) => (current === index ? null : index));
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      toggle(index, e.currentTarget);
    } else if (e.key === "Escape" && open === index) close();
  };

  return (
    <>
      {wrap(
        sentences.map((s) => {
          const { sentence, after } = splitTrailingSpace(s.text);
          const index = s.offset;
          if (s.sources.length === 0) return <Fragment key={index}>{s.text}</Fragment>;
          return (
            <Fragment key={index}>
              <span
                role="button"
                tabIndex={0}
                aria-expanded={open === index}
                aria-controls={open === index ? panelId : undefined}
                onClick={(e) => {
                  if (!document.getSelection()?.isCollapsed) return;
                  toggle(index, e.currentTarget);
                }}
                onKeyDown={onKeyDown(index)}
                className={`cursor-pointer rounded-sm underline decoration-slate-300 decoration-dotted underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${open === index ? "bg-brand-50 decoration-brand-600" : ""}`}
              >
                {sentence}
              </span>
              {after}
            </Fragment>
          );
        }),
      )}
      {openSentence ? (
        <SourcePanel
          ref={panel}
          id={panelId}
          sources={openSentence.sources}
          chapters={chapters}
          onPlayChapter={playChapter && book.audio ? (chapterId) => playChapter({ book, chapters, chapterId }) : undefined}
          onClose={close}
        />
      ) : null}
    </>
  );
}
