import type { ExportFile, ExportFormat } from "../../shared/contract";
import type { Database } from "../db/client";
import { listHighlights } from "../db/highlights";
import { readwiseCsv } from "./csv";
import { EXPORT_SECTIONS } from "./sections";

/**
 * A reader's own data as a file. Every signed-in reader gets their favourites, history and listening log; premium
 * readers also get highlights and notes, and the Readwise CSV, which holds highlights only (the route refuses it to others).
 */
export async function buildExport(
  db: Database,
  user: { id: string; email: string },
  format: ExportFormat,
  premium: boolean,
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
  const sections = EXPORT_SECTIONS.filter((section) => premium || !section.premium);
  const loaded = await Promise.all(sections.map(async (s) => [s, await s.load(db, user.id)] as const));
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
