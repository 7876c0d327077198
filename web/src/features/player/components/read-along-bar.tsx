import { createPortal } from "react-dom";
import { useReservedEdge } from "../../../lib/reserved-edge";
import type { NewHighlight } from "../../../../../shared/contract";
import type { SentenceCue } from "../lib/cues";
import { SaveSentence } from "./read-along-save";

/**
 * The bar at the bottom of the screen while reading along: "Save this sentence" and, once the reader scrolled away,
 * "Follow along", within reach wherever the reader is in the text (on a phone the player is far above by then).
 * A spacer at the end of the page keeps the bar from covering its last lines, and the page's scroll padding keeps it
 * from covering what the reader tabs to (the player's controls when the Listen panel is at the screen's foot).
 */
export function ReadAlongBar({
  bookId,
  part,
  cues,
  save,
  following,
  follow,
}: {
  bookId: string;
  part: string;
  cues: SentenceCue[];
  save?: (input: NewHighlight) => Promise<unknown>;
  following: boolean;
  follow: (focus: boolean) => void;
}) {
  const reserve = useReservedEdge("bottom");
  if (!save && following) return null;
  return (
    <>
      <div
        ref={reserve}
        role="region"
        aria-label="Read-along"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-center gap-2">
          {save ? <SaveSentence bookId={bookId} part={part} cues={cues} save={save} /> : null}
          {!following ? (
            <button
              type="button"
              onClick={(e) => follow(e.detail === 0)}
              className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Follow along
            </button>
          ) : null}
        </div>
      </div>
      {createPortal(<div aria-hidden="true" className="h-28" />, document.body)}
    </>
  );
}
