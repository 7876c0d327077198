/** What a PDF's own Info dictionary says of its book: a title and authors, when they name one (not a file). */

const plain = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/** "The Project Gutenberg eBook #41568: An Introduction to Mathematics.": the label before the book's own title. */
const GUTENBERG_LABEL = /^the project gutenberg e-?(?:book|text)(?:\s*#\d+)?(?:\s*[:,]\s*|\s+of\s+)(.+?)\.?$/i;
/** ", by Henry Edward Krehbiel" or " by Edward MacDowell" (two names at least): the author the label names. */
const LABEL_AUTHOR =
  /^(.+?)(?:,\s*by\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,4})|\s+by\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,4}))$/u;

/** Project Gutenberg's title names the book and, after "by", its author; null for any other title. */
function gutenbergBook(value: unknown): { title: string; author: string | null } | null {
  const book = GUTENBERG_LABEL.exec(plain(value))?.[1];
  if (!book) return null;
  const by = LABEL_AUTHOR.exec(book);
  return by ? { title: by[1]!, author: by[2] ?? by[3]! } : { title: book, author: null };
}

/** "Self-Help, by Samuel Smiles": a title that names its author (two names at least) after a comma. */
function bylined(value: unknown): { title: string; author: string } | null {
  const by = /^(.+?)[\s,;:]*,\s*by\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,4})\.?$/u.exec(plain(value));
  return by ? { title: by[1]!, author: by[2]!.replace(/(\p{L}{2})\.$/u, "$1") } : null;
}

/**
 * A title that names a book (Project Gutenberg's without its label and author): not empty, not a placeholder
 * ("Untitled", "Document1"), not a file's name ("Microsoft Word - ch1.docx", "draft.tex", "rust_book-v2") or an
 * address.
 */
export function documentTitle(value: unknown): string | null {
  const title = gutenbergBook(value)?.title ?? bylined(value)?.title ?? plain(value);
  if (title.length < 2 || title.length > 200 || !/\p{L}{2}/u.test(title)) return null;
  if (/^(untitled|document\s?\d*|title)$/i.test(title)) return null;
  if (/^microsoft (word|powerpoint|excel)\b|\.(pdf|docx?|odt|rtf|tex|indd|pptx?|txt|html?)$|^https?:\/\//i.test(title))
    return null;
  // "rust_book-v2" is a file; "Self-Help" is a title.
  if (/^[\w.-]+$/.test(title) && /[_\d.-]/.test(title) && !/^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u.test(title)) return null;
  return title;
}

/** The document's authors, else the one its title names (Project Gutenberg's, or "…, by Samuel Smiles"). */
export function documentAuthors(value: unknown, title?: unknown): string[] {
  const author = plain(value) || (gutenbergBook(title)?.author ?? bylined(title)?.author ?? "");
  if (!author || author.length > 200 || !/\p{L}{2}/u.test(author) || /@|^https?:/i.test(author)) return [];
  return author
    .split(/\s*(?:;|&| and )\s*/)
    .map((a) => a.trim())
    .filter(Boolean)
    .slice(0, 10);
}

/**
 * Project Gutenberg's header on the first page ("Title: Meditations", "Author: Marcus Aurelius"): the catalogue's own
 * name for the book, which the document's title may not be (Meditations' is its subtitle). The lines under a field are
 * a subtitle ("Self-Help" / "with illustrations of Conduct…"), unless the field stops mid-phrase ("… Adventures of" /
 * "Robinson Crusoe"); an edition or a year after a comma goes ("How to Listen to Music, 7th ed."). Nothing when the
 * page is not Project Gutenberg's.
 */
export function gutenbergHeader(firstPage: string): { title: string | null; author: string | null } {
  if (!/project gutenberg/i.test(firstPage)) return { title: null, author: null };
  const lines = firstPage.split("\n").map((line) => line.trim());
  const field = (name: string) => {
    const at = lines.findIndex((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    if (at < 0) return null;
    const value = [lines[at]!.slice(name.length + 1)];
    for (const line of lines.slice(at + 1)) {
      if (!line || /^[A-Z][\w ]{0,30}:/.test(line) || /^\*\*\*/.test(line)) break;
      if (!/(?:[,;:&-]|\b(?:of|and|the|a|an|or|in|on|to|for|with|by|from))$/i.test(value.at(-1)!.trim())) break;
      value.push(line);
    }
    return plain(value.join(" ")) || null;
  };
  const title = field("Title")?.replace(/,\s*(?:\d{4}|\d+(?:st|nd|rd|th)\s+ed(?:\.|ition)?)$/i, "");
  return { title: documentTitle(title), author: field("Author") };
}
