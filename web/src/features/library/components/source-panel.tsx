import type { Ref } from "react";
import type { SummarySource } from "../../../../../shared/contract";
import { Button } from "../../../components/ui/button";
import type { ChapterWithSnippets } from "../../../lib/types";
import { markPassage, showPassage } from "../lib/mark-passage";

export interface SourcePanelProps {
  id: string;
  sources: SummarySource[];
  chapters: ChapterWithSnippets[];
  /** Starts the chapter's audio (composed in by the app from the player); absent when the book has no audio. */
  onPlayChapter?: (chapterId: string) => void;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

function chapterTitle(chapters: ChapterWithSnippets[], chapterId: string) {
  const index = chapters.findIndex((c) => c.chapter_id === chapterId);
  return index < 0 ? "Chapter" : chapters[index]!.chapter_title || `Chapter ${index + 1}`;
}

/**
 * Where a summary sentence comes from: each passage with its chapter's title, to play the chapter from it or read
 * it in the chapter (scrolled to and marked). Escape closes it (the sentence then takes the focus back).
 */
export function SourcePanel({ id, sources, chapters, onPlayChapter, onClose, ref }: SourcePanelProps) {
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-label="Source of this sentence"
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        onClose();
      }}
      className="mt-3 space-y-3 whitespace-normal rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 focus:outline-2 focus:outline-brand-600"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{sources.length > 1 ? "Sources" : "Source"}</h3>
        <Button size="sm" onClick={onClose} aria-label="Close source">
          Close
        </Button>
      </div>
      {sources.map((source) => {
        const title = chapterTitle(chapters, source.chapterId);
        return (
          <figure key={`${source.snippetId}:${source.start}`} className="space-y-2">
            <figcaption className="font-medium text-slate-900">{title}</figcaption>
            <blockquote className="border-l-4 border-brand-300 pl-3 italic text-slate-800">{source.quote}</blockquote>
            <div className="flex flex-wrap gap-2">
              {onPlayChapter ? (
                // Once sentence cues exist this starts at the passage's own cue; until then, at the chapter's start.
                <Button variant="primary" onClick={() => onPlayChapter(source.chapterId)}>
                  Play from here
                </Button>
              ) : null}
              <Button
                onClick={() => {
                  const snippet = markPassage(source);
                  if (snippet) showPassage(snippet);
                }}
              >
                Read in chapter
              </Button>
            </div>
          </figure>
        );
      })}
    </section>
  );
}
