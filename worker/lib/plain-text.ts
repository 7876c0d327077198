/**
 * The text a reader sees in a snippet's HTML or a summary, as the server compares a highlight against it:
 * tags dropped (block boundaries become spaces, as a browser's selection puts line breaks there), the common
 * entities decoded, and every run of whitespace one space (docs/decisions/122-highlights.md).
 */
const BLOCK_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|hr)\b[^>]*>/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8}|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in NAMED) return NAMED[lower]!;
    const code = lower.startsWith("#x")
      ? Number.parseInt(lower.slice(2), 16)
      : lower.startsWith("#")
        ? Number(lower.slice(1))
        : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function htmlToPlainText(html: string): string {
  return normalizeWhitespace(decodeEntities(html.replace(BLOCK_TAG, " ").replace(/<[^>]*>/g, "")));
}
