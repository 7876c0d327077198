import type { Book } from "../../../lib/types";
import { formatLength } from "../lib/listening-logic";
import { usePlayer, type PlayerBook } from "../stores/player-store";

const PLAYBACK_MODES = ["chapter", "full"] as const;
const MODE_KEYS: Record<string, number | undefined> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** "By chapter" or "Full book": a radio group, one tab stop, the arrow keys move the choice (WAI-ARIA radio group). */
export function PlaybackModeSwitch() {
  const mode = usePlayer((s) => s.mode);
  const setMode = usePlayer((s) => s.setMode);
  return (
    <div role="radiogroup" aria-label="Playback mode" className="inline-flex rounded-lg border border-slate-200 p-0.5 text-sm">
      {PLAYBACK_MODES.map((m, i) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={mode === m}
          tabIndex={mode === m ? 0 : -1}
          onClick={() => setMode(m)}
          onKeyDown={(e) => {
            const step = MODE_KEYS[e.key];
            if (!step) return;
            e.preventDefault();
            const next = (i + step + PLAYBACK_MODES.length) % PLAYBACK_MODES.length;
            setMode(PLAYBACK_MODES[next]!);
            (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
          }}
          className={`rounded-md px-3 py-1 ${mode === m ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {m === "chapter" ? "By chapter" : "Full book"}
        </button>
      ))}
    </div>
  );
}

/** The book's chapters; choosing one plays it. */
export function ChapterList({ playerBook, durations }: { playerBook: PlayerBook; durations: Book["chapter_duration"] }) {
  const mode = usePlayer((s) => s.mode);
  const chapterId = usePlayer((s) => s.chapterId);
  const selectChapter = usePlayer((s) => s.selectChapter);
  return (
    <nav aria-label="Chapters">
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {playerBook.chapters.map((c, i) => {
          const current = mode === "chapter" && c.id === chapterId;
          const seconds = durations[c.id];
          return (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => selectChapter(c.id, true)}
                aria-current={current ? "true" : undefined}
                className={`flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 ${current ? "bg-brand-50 font-semibold text-brand-900" : ""}`}
              >
                {/* Named by its visible text ("Play chapter 1 Title 2:00"), so speech input users can say what they see. */}
                <span className="w-6 shrink-0 text-right tabular-nums text-slate-600">
                  <span className="sr-only">Play chapter </span>
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1 truncate">{c.title}</span>
                {seconds ? <span className="shrink-0 tabular-nums text-slate-600">{formatLength(seconds)}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
