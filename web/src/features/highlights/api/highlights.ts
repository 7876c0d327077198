import { api } from "../../../lib/api-client";
import type { ExportFile, ExportFormat, Highlight, NewHighlight } from "../../../../../shared/contract";

export function fetchHighlights(bookId?: string, signal?: AbortSignal): Promise<Highlight[]> {
  return api("GET /highlights", { query: bookId ? { bookId } : {}, signal }).then((r) => r.highlights);
}

export function createHighlight(input: NewHighlight): Promise<Highlight> {
  return api("POST /highlights", { body: input });
}

export function deleteHighlight(id: string) {
  return api("DELETE /highlights/:id", { params: { id } });
}

export function fetchExport(format: ExportFormat): Promise<ExportFile> {
  return api("GET /export", { query: { format } });
}

/** Saves an export as a file through a temporary link (no new window, nothing left behind). */
export function saveFile(file: ExportFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
