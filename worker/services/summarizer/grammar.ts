/**
 * What the offline summarizer asks of a sentence's grammar, beyond the shape of its words (./sentences.ts): whether it
 * has a verb. A list item printed without its bullet ("An accelerometer as part of the LSM303DLHC chip.") reads as a
 * sentence by its shape and is not one (docs/decisions/201).
 */
export interface Grammar {
  hasVerb(sentence: string): boolean;
}

/** No grammar: every sentence counts as having a verb (tests of other rules, production's unused offline summarizer). */
export const NO_GRAMMAR: Grammar = { hasVerb: () => true };

/** compromise's part-of-speech tagger, loaded (about 120 KiB gzip) only by the summarizer that uses it. */
export async function loadGrammar(): Promise<Grammar> {
  const { offlineGrammar } = await import("./offline-grammar");
  return offlineGrammar;
}
