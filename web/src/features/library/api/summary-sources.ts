import { api } from "../../../lib/api-client";
import type { SummarySentence, SummarySourcesLength } from "../../../../../shared/contract";

/** A summary's sentences with their passages (premium: the server answers 401/403 to anyone else). */
export async function fetchSummarySources(
  bookId: string,
  length: SummarySourcesLength,
  signal?: AbortSignal,
): Promise<SummarySentence[]> {
  const { sentences } = await api("GET /library/summary-sources/:bookId", { params: { bookId }, query: { length }, signal });
  return sentences;
}
