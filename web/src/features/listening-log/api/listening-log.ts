import type { ListeningLog, ReaderSettings } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type { ListeningLog, LoggedSessionView } from "../../../../../shared/contract";

export function fetchListeningLog(before: number | null, signal?: AbortSignal): Promise<ListeningLog> {
  return api("GET /listening-log", { query: before === null ? { limit: 50 } : { before, limit: 50 }, signal });
}

export function saveHideStreak(hideStreak: boolean): Promise<ReaderSettings> {
  return api("PUT /listening-log/settings", { body: { hideStreak } });
}
