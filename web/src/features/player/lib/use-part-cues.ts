import { useEffect, useMemo, useState } from "react";
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

// Other chapters' cues being fetched: one request each, however often the list of the missing ones changes.
const fetching = new Set<string>();

export interface PartCues {
  part: string;
  cues: SentenceCue[];
}

/**
 * The cues of the book's other chapters (`parts`), fetched once `bookId` is given (after the playing part's cues
 * came, so those come first): their sentences play that chapter when tapped. Those with no cues are left out.
 */
export function useOtherPartsCues(bookId: string | null, parts: string[]): PartCues[] {
  // Counts the answers: each one renders again, with the cues `known` now holds.
  const [, setAnswered] = useState(0);
  const partList = bookId ? parts.join(",") : "";
  useEffect(() => {
    if (!bookId || !partList) return;
    for (const part of partList.split(",")) {
      const key = `${bookId}|${part}`;
      if (known.has(key) || fetching.has(key)) continue;
      fetching.add(key);
      fetchCues(bookId, part)
        .then((vtt) => known.set(key, vtt ? parseSentenceCues(vtt) : []))
        .catch(() => undefined) // that chapter's sentences stay plain text
        .finally(() => {
          fetching.delete(key);
          setAnswered((n) => n + 1);
        });
    }
  }, [bookId, partList]);
  // A new list only when a chapter's cues arrive or the parts change, so the sentences are not wrapped needlessly.
  const arrived = partList ? partList.split(",").filter((part) => known.has(`${bookId}|${part}`)).length : 0;
  return useMemo(
    () =>
      (arrived > 0 ? partList.split(",") : []).flatMap((part) => {
        const cues = known.get(`${bookId}|${part}`);
        return cues && cues.length > 0 ? [{ part, cues }] : [];
      }),
    [bookId, partList, arrived],
  );
}
