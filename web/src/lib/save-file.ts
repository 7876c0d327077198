import type { ExportFile } from "../../../shared/contract";

/** Saves a file the API answered through a temporary link (no new window, nothing left behind). */
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
