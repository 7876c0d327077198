import type { NewHighlight } from "../../../../../shared/contract";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { spokenCueIndex } from "../lib/cues";
import { useFollowAlong } from "../lib/use-follow-along";
import { usePartCues } from "../lib/use-part-cues";
import { useSentenceSpans } from "../lib/use-sentence-spans";
import { usePlayer } from "../stores/player-store";
import { SaveSentence } from "./read-along-save";

export interface ReadAlongProps {
  bookId: string;
  /** Keeps a sentence as a highlight (composed in by the app, the highlights feature); no Save button without it. */
  saveSentence?: (input: NewHighlight) => Promise<unknown>;
}

/**
 * Read-along (issue 34, docs/decisions/160): while this book's part plays, the sentence being spoken is marked in the
 * chapters' text and kept in view; a sentence plays from its start when tapped or pressed. Premium access only, as
 * the text and its cues are; free listeners see the page as before. Nothing is announced per sentence.
 */
export function ReadAlong({ bookId, saveSentence }: ReadAlongProps) {
  const premium = useSession(selectCanAccessPremiumContent);
  const active = usePlayer((s) => s.book?.bookId === bookId && (s.playing || s.currentTime > 0));
  const part = usePlayer((s) => (s.mode === "full" ? "full" : s.chapterId));
  const cues = usePartCues(premium && active ? bookId : null, part);
  const spoken = usePlayer((s) => (cues ? spokenCueIndex(cues, s.currentTime) : -1));
  const { following, follow } = useFollowAlong(spoken);
  useSentenceSpans(cues, spoken, () => follow());

  if (!cues || !part) return null;
  return (
    <div className="space-y-2">
      <p className="text-center text-sm text-slate-600">
        Reading along: tap a sentence in the chapters, or press Enter on it, to play from there.
      </p>
      {saveSentence ? <SaveSentence bookId={bookId} part={part} cues={cues} save={saveSentence} /> : null}
      {!following ? (
        <button
          type="button"
          onClick={(e) => follow(e.detail === 0)}
          className="fixed right-4 bottom-4 z-30 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Follow along
        </button>
      ) : null}
    </div>
  );
}
