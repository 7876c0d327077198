const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);

/** A word too long for a line, in pieces: after its hyphens ("shared-mime-info-spec"), else every maxChars letters. */
function pieces(word: string, maxChars: number): string[] {
  if (word.length <= maxChars) return [word];
  return word.split(/(?<=-)/).flatMap((part) => part.match(new RegExp(`.{1,${maxChars}}`, "g")) ?? []);
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const [k, piece] of pieces(word, maxChars).entries()) {
      // A word's later pieces join it without a space.
      const joined = line && k === 0 ? `${line} ${piece}` : line + piece;
      if (joined.length > maxChars && line) {
        lines.push(line);
        line = piece;
      } else line = joined;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]!.slice(0, maxChars - 1)}…`];
}

/** A generated SVG cover (title, author, gradient) as a data URL, for books without a scanned cover. */
export function generateCover(title: string, author: string, colors: [string, string]): string {
  const titleLines = wrap(title, 14, 4);
  const authorLine = author.length > 28 ? `${author.slice(0, 27)}…` : author;
  const titleSvg = titleLines
    .map(
      (line, i) =>
        `<text x="150" y="${150 + i * 40}" text-anchor="middle" font-size="30" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="300" height="450" fill="url(#g)"/>` +
    `<rect x="18" y="18" width="264" height="414" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<g fill="#ffffff" font-family="Georgia, serif">${titleSvg}` +
    `<text x="150" y="390" text-anchor="middle" font-size="18" font-style="italic">${escapeXml(authorLine)}</text></g></svg>`;
  return `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
}

/** Light and dark ends of a cover's gradient, one picked per book by its id. */
const PALETTE: [string, string][] = [
  ["#2f5d50", "#a8c686"],
  ["#8d99ae", "#2b2d42"],
  ["#6b4e9b", "#d9b36c"],
  ["#a8dadc", "#1d3557"],
  ["#e76f51", "#264653"],
  ["#b5838d", "#3d405b"],
];

function paletteFor(bookId: string): [string, string] {
  let hash = 0;
  for (const ch of bookId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

interface CoverSubject {
  bookId: string;
  title: string;
  authors: string[] | null;
}

/** The cover a book made from a PDF gets when it has none: its title and authors on its own gradient. */
export function titleCover(book: CoverSubject): string {
  return generateCover(book.title, (book.authors ?? []).join(", "), paletteFor(book.bookId));
}

/**
 * After an edit of the title or authors, the cover to redraw: a title cover follows the new words; any other cover
 * (uploaded, or a catalogue's) stays, and so does an unchanged one (null: nothing to redraw).
 */
export function redrawnTitleCover(before: CoverSubject & { coverImageBase64: string | null }, after: CoverSubject) {
  const current = before.coverImageBase64;
  if (!current || current !== titleCover(before)) return null;
  const next = titleCover(after);
  return next === current ? null : { current, next };
}
