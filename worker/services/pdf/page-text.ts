/** How pdf.js's text items read as a page's text: words across glyph runs, footnote marks, powers and drop caps. */

/** What extraction needs of a pdf.js text item: its text, where it starts (`transform[4]`, `transform[5]`) and ends. */
export interface PageTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * A page's items as text. pdf.js ends lines with `hasEOL` and gives the gaps between words as " " items, so two
 * items that touch on a line are one word that changed glyph run (a typeset ligature, "o" + "ffl" + "ine", or
 * punctuation in another font) and are joined as they are; any other two are a space apart. A label set flush
 * against a capitalized word ("GNOME" "The GNOME desktop", a reference list's) keeps its space.
 */
export function pageText(printed: PageTextItem[]): string {
  const items = withDropCapsInPlace(printed);
  let text = "";
  items.forEach((item, i) => {
    const mark = raisedMark(items[i - 1], item);
    if (mark === "note") return;
    text += mark === "power" ? [...item.str].map((digit) => SUPERSCRIPT[Number(digit)]).join("") : item.str;
    const next = items[i + 1];
    if (item.hasEOL) text += "\n";
    else if (item.str !== "" && !item.str.endsWith(" ") && !(next && touches(item, next))) text += " ";
  });
  return text;
}

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/**
 * A drop cap: a lone capital twice the text's height or more, beside the first two lines or more of its paragraph. A
 * browser draws it out of the text's order (Chromium's floated letter comes first on its page: "A" at the top, then
 * "FTER having been…" further down), so it goes before the first line beside it, a space apart as a typesetter's
 * order gives it ("T he moon rose"); the summarizer joins the two when that makes a word of the book.
 */
function withDropCapsInPlace(items: PageTextItem[]): PageTextItem[] {
  let ordered = items;
  for (const cap of items.filter((item) => /^[“"‘']?\p{Lu}$/u.test(item.str))) {
    const [x, y] = [cap.transform[4] ?? 0, cap.transform[5] ?? 0];
    const beside = ordered.filter((line) => {
      const [lineX, lineY] = [line.transform[4] ?? 0, line.transform[5] ?? 0];
      const nearRight = Math.abs(lineX - (x + cap.width)) <= cap.height / 2;
      const within = lineY >= y - line.height / 2 && lineY <= y + cap.height;
      return line.str.trim() !== "" && line.height > 0 && line.height * 2 <= cap.height && nearRight && within;
    });
    if (beside.length < 2) continue;
    const first = beside.reduce((top, line) => ((line.transform[5] ?? 0) > (top.transform[5] ?? 0) ? line : top));
    const at = ordered.indexOf(cap);
    // The line break after a letter drawn on a line of its own goes with it.
    const ownLine = at === 0 || ordered[at - 1]!.hasEOL;
    const breakAfter = ownLine && ordered[at + 1]?.str === "" && ordered[at + 1]!.hasEOL ? 1 : 0;
    const rest = [...ordered.slice(0, at), ...ordered.slice(at + 1 + breakAfter)];
    rest.splice(rest.indexOf(first), 0, { ...cap, str: `${cap.str} `, hasEOL: false });
    ordered = rest;
  }
  return ordered;
}

/**
 * A mark set small and raised against the text before it. After a word it is a footnote mark, dropped: the Rust
 * Edition Guide's "scrutinee¹" would read "scrutinee1". After a lone letter, a digit or a bracket it is a power,
 * kept as one: a mathematics book's "x²" would read "x" (or "x2"). Inline code set small sits on the line.
 */
function raisedMark(before: PageTextItem | undefined, item: PageTextItem): "note" | "power" | null {
  if (!before || !/^(\d{1,3}|[*†‡§])$/.test(item.str)) return null;
  const size = Math.max(before.height, 1);
  const raised = (item.transform[5] ?? 0) - (before.transform[5] ?? 0);
  if (!(item.height > 0 && item.height <= size * 0.9 && raised >= size * 0.2 && touches(before, item))) return null;
  return /^\d+$/.test(item.str) && /(?:^|[^\p{L}])\p{L}$|[\d)\]]$/u.test(before.str) ? "power" : "note";
}

/** The next item starts where this one ends, on the same line (within a tenth of the text's height). */
function touches(item: PageTextItem, next: PageTextItem): boolean {
  const size = Math.max(item.height, next.height, 1);
  const [x, y] = [item.transform[4] ?? 0, item.transform[5] ?? 0];
  const [nextX, nextY] = [next.transform[4] ?? 0, next.transform[5] ?? 0];
  if (/\p{L}$/u.test(item.str) && /^\p{Lu}\p{Ll}/u.test(next.str)) return false;
  return next.str !== "" && Math.abs(nextY - y) < size / 2 && Math.abs(nextX - (x + item.width)) < size / 10;
}
