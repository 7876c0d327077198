import type { ExportFile, ExportFormat } from "../../shared/contract";
import type { Database } from "../db/client";
import { listHighlights } from "../db/highlights";
import { readwiseCsv } from "./csv";
import { EXPORT_SECTIONS } from "./sections";

export async function buildExport(
  db: Database,
  user: { id: string; email: string },
  format: ExportFormat,
  bookUrl: (bookId: string) => string,
  now = new Date(),
): Promise<ExportFile> {
  const day = now.toISOString().slice(0, 10);
  if (format === "csv")
    return {
      filename: `chapterly-highlights-${day}.csv`,
      contentType: "text/csv; charset=utf-8",
      content: readwiseCsv(await listHighlights(db, user.id), bookUrl),
    };
  const loaded = await Promise.all(EXPORT_SECTIONS.map(async (s) => [s, await s.load(db, user.id)] as const));
  if (format === "json")
    return {
      filename: `chapterly-export-${day}.json`,
      contentType: "application/json",
      content: JSON.stringify(
        { exported_at: now.toISOString(), account: user.email, ...Object.fromEntries(loaded.map(([s, rows]) => [s.key, rows])) },
        null,
        2,
      ),
    };
  const body = loaded.map(([s, rows]) => `## ${s.title}\n\n${rows.length ? s.markdown(rows) : "_None yet._"}`).join("\n\n");
  return {
    filename: `chapterly-export-${day}.md`,
    contentType: "text/markdown; charset=utf-8",
    content: `# Chapterly export\n\nExported ${now.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\n${body}\n`,
  };
}
