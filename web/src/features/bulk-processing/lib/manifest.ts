/**
 * Book metadata for bulk uploads: from a CSV or JSON manifest keyed by file name, else from the
 * file name itself ("Title - Author.pdf").
 */
export interface BookMetadata {
  title: string;
  authors: string[];
  isbn?: string[];
  publisher?: string;
  year?: string;
  topic?: string;
}

export type Manifest = Map<string, BookMetadata>;

const key = (fileName: string) => fileName.trim().toLowerCase();

export function metadataFromFileName(fileName: string): BookMetadata {
  const base = fileName
    .replace(/\.pdf$/i, "")
    .replace(/[_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const split = base.lastIndexOf(" - ");
  if (split > 0) {
    const authors = base
      .slice(split + 3)
      .split(/\s*(?:,|&| and )\s*/)
      .map((a) => a.trim())
      .filter(Boolean);
    return { title: base.slice(0, split).trim() || "Untitled", authors };
  }
  return { title: base || "Untitled", authors: [] };
}

function list(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((v) => v.trim())
      .filter(Boolean);
  if (typeof value === "string")
    return value
      .split(/\s*[;|]\s*/)
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

function fromRecord(record: Record<string, unknown>): [string, BookMetadata] | null {
  const file = record.file ?? record.filename ?? record.file_name;
  const title = record.title;
  if (typeof file !== "string" || !file.trim() || typeof title !== "string" || !title.trim()) return null;
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : undefined);
  return [
    key(file),
    {
      title: title.trim(),
      authors: list(record.authors ?? record.author),
      isbn: list(record.isbn),
      publisher: text(record.publisher),
      year: text(record.year),
      topic: text(record.topic),
    },
  ];
}

/** One CSV line into fields; quotes may contain commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** Parses a manifest; throws an Error with a readable message when it cannot. */
export function parseManifest(fileName: string, text: string): Manifest {
  const manifest: Manifest = new Map();
  if (/\.json$/i.test(fileName) || text.trimStart().startsWith("[") || text.trimStart().startsWith("{")) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error("The manifest is not valid JSON.");
    }
    const records = Array.isArray(data)
      ? data
      : data && typeof data === "object" && Array.isArray((data as { books?: unknown }).books)
        ? (data as { books: unknown[] }).books
        : null;
    if (!records) throw new Error("A JSON manifest is a list of { file, title, authors, … } objects.");
    for (const r of records) {
      const entry = r && typeof r === "object" ? fromRecord(r as Record<string, unknown>) : null;
      if (entry) manifest.set(...entry);
    }
  } else {
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    const header = lines.shift();
    if (!header) throw new Error("The CSV manifest is empty.");
    const columns = csvFields(header).map((c) => c.toLowerCase());
    if (!columns.includes("title") || !columns.some((c) => c === "file" || c === "filename" || c === "file_name"))
      throw new Error("The CSV manifest needs a header with file and title columns.");
    for (const line of lines) {
      const values = csvFields(line);
      const entry = fromRecord(Object.fromEntries(columns.map((c, i) => [c, values[i] ?? ""])));
      if (entry) manifest.set(...entry);
    }
  }
  if (!manifest.size) throw new Error("The manifest lists no books.");
  return manifest;
}

export function metadataFor(fileName: string, manifest: Manifest | null): BookMetadata {
  return manifest?.get(key(fileName)) ?? metadataFromFileName(fileName);
}
