import { useShallow } from "zustand/react/shallow";
import type { NewHighlight } from "../../../../../shared/contract";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { spokenCueIndex } from "../lib/cues";
import { useFollowAlong } from "../lib/use-follow-along";
import { useOtherPartsCues, usePartCues } from "../lib/use-part-cues";
import { useSentenceSpans } from "../lib/use-sentence-spans";
import { usePlayer } from "../stores/player-store";
import { BookDock } from "./book-dock";
import { ReadAlongActions } from "./read-along-actions";

export interface ReadAlongProps {
  bookId: string;
  /** Keeps a sentence as a highlight (composed in by the app, the highlights feature); no Save button without it. */
  saveSentence?: (input: NewHighlight) => Promise<unknown>;
  /** Whether the Listen panel's controls are on screen; once they are not, the dock at the screen's foot has them. */
  controlsOnScreen: boolean;
  /** The element after the Listen panel that holds the dock. */
  dockSlot: HTMLElement | null;
}

/**
 * Read-along (issue 34, docs/decisions/160): while this book's part plays, the sentence being spoken is marked in the
 * chapters' text and kept in view; a sentence plays from its start when tapped or pressed. Premium access only, as
 * the text and its cues are; free listeners see the page as before. Nothing is announced per sentence.
 */
export function ReadAlong({ bookId, saveSentence, controlsOnScreen, dockSlot }: ReadAlongProps) {
  const premium = useSession(selectCanAccessPremiumContent);
  const active = usePlayer((s) => s.book?.bookId === bookId && (s.playing || (s.loadedFor !== null && s.currentTime > 0)));
  const part = usePlayer((s) => (s.mode === "full" ? "full" : s.chapterId));
  const cues = usePartCues(premium && active ? bookId : null, part);
  // By chapter, the other chapters' sentences play their chapter when tapped; the full book covers them all.
  const otherChapters = usePlayer(useShallow((s) => (s.mode === "chapter" ? (s.book?.chapters.map((c) => c.id) ?? []) : [])));
  const others = useOtherPartsCues(
    cues ? bookId : null,
    otherChapters.filter((id) => id !== part),
  );
  const spoken = usePlayer((s) => (cues ? spokenCueIndex(cues, s.currentTime) : -1));
  const { following, follow, resumeFollowing } = useFollowAlong(spoken);
  // The sentence played from is on screen (tapped or focused): following resumes from it without a scroll in the
  // tap's own task (a forced layout and a scroll in the interaction's next paint).
  useSentenceSpans(cues, others, spoken, resumeFollowing);

  const transport = active && !controlsOnScreen;
  if (!cues || !part) return <BookDock into={dockSlot} transport={transport} />;
  return (
    <div className="space-y-2">
      <p className="text-center text-sm text-slate-600">
        Reading along: tap a sentence in the chapters, or press Enter on it, to play from there.
      </p>
      <BookDock into={dockSlot} transport={transport}>
        {saveSentence || !following ? (
          <ReadAlongActions bookId={bookId} part={part} cues={cues} save={saveSentence} following={following} follow={follow} />
        ) : null}
      </BookDock>
    </div>
  );
}
