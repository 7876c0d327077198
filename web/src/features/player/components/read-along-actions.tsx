import type { NewHighlight } from "../../../../../shared/contract";
import type { SentenceCue } from "../lib/cues";
import { SaveSentence } from "./read-along-save";

/** Read-along's actions in the book's dock: "Save this sentence" and, once the reader scrolled away, "Follow along". */
export function ReadAlongActions({
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
  return (
    <>
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
    </>
  );
}
