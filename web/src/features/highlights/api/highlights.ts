import { api } from "../../../lib/api-client";
import type { ExportFile, ExportFormat, Highlight, NewHighlight } from "../../../../../shared/contract";

export function fetchHighlights(bookId?: string, signal?: AbortSignal): Promise<Highlight[]> {
  return api("GET /highlights", { query: bookId ? { bookId } : {}, signal }).then((r) => r.highlights);
}

/** With a device id, so a save made offline and sent again later keeps one highlight (docs/decisions/175). */
export function createHighlight(input: NewHighlight): Promise<Highlight> {
  return api("POST /highlights", { body: { ...input, clientId: input.clientId ?? crypto.randomUUID() } });
}

export function deleteHighlight(id: string) {
  return api("DELETE /highlights/:id", { params: { id } });
}

export function fetchExport(format: ExportFormat): Promise<ExportFile> {
  return api("GET /export", { query: { format } });
}
