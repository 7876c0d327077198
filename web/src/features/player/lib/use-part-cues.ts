import { useEffect, useState } from "react";
import { fetchCues } from "../api/cues";
import { parseSentenceCues, type SentenceCue } from "./cues";

// Cues fetched this visit, per book and part: going back to a chapter does not fetch them again.
const known = new Map<string, SentenceCue[]>();

/** The sentence cues of a book's part (a chapter id or "full"); null while loading, when off, or when there are none. */
export function usePartCues(bookId: string | null, part: string | null): SentenceCue[] | null {
  const key = bookId && part ? `${bookId}|${part}` : null;
  const [loaded, setLoaded] = useState<{ key: string; cues: SentenceCue[] } | null>(null);
  useEffect(() => {
    if (!key || !bookId || !part || known.has(key)) return;
    const controller = new AbortController();
    fetchCues(bookId, part, controller.signal)
      .then((vtt) => {
        const cues = vtt ? parseSentenceCues(vtt) : [];
        known.set(key, cues);
        if (!controller.signal.aborted) setLoaded({ key, cues });
      })
      .catch(() => undefined); // no cues: the page reads as it did before
    return () => controller.abort();
  }, [key, bookId, part]);
  if (!key) return null;
  const cues = known.get(key) ?? (loaded?.key === key ? loaded.cues : null);
  return cues && cues.length > 0 ? cues : null;
}
