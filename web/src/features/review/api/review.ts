import { api } from "../../../lib/api-client";
import type { DueHighlights, GradedCard, ReviewGrade, ReviewSettings } from "../../../../../shared/contract";

export function fetchDue(signal?: AbortSignal): Promise<DueHighlights> {
  return api("GET /review/due", { query: {}, signal });
}

export function fetchDueCount(signal?: AbortSignal): Promise<number> {
  return api("GET /review/count", { signal }).then((r) => r.due_count);
}

export function sendGrade(highlightId: string, grade: ReviewGrade, version: number): Promise<GradedCard> {
  return api("POST /review/:highlightId/grade", { params: { highlightId }, body: { grade, version } });
}

export function fetchReviewSettings(): Promise<ReviewSettings> {
  return api("GET /review/settings", {});
}

export function saveReviewSettings(dailyEmail: boolean): Promise<ReviewSettings> {
  return api("PUT /review/settings", { body: { dailyEmail } });
}
