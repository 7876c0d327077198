import { type Grammar, NO_GRAMMAR } from "./grammar";

/** Stands in for offline-grammar.ts in production builds, where Workers AI summarizes and the tagger is never loaded. */
export const offlineGrammar: Grammar = NO_GRAMMAR;
