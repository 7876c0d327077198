import type { SummarySourcesLength } from "../../../../../shared/contract";

/**
 * A summary tab's key on the book, and the length the sources route calls it. Its own module: the rest of
 * summary-sources.ts loads with the sentence buttons, not with the book page.
 */
export const SOURCE_LENGTHS = {
  small_summarization: "short",
  medium_summarization: "medium",
  large_summarization: "long",
} as const satisfies Record<string, SummarySourcesLength>;
