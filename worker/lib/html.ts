/** Escaping for the few documents the worker renders itself (summary pages, sitemaps). */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": "&apos;" };

/** XML text escaping; also drops characters XML 1.0 cannot carry at all. */
export function escapeXml(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/**
 * JSON for a <script type="application/ld+json"> block. JSON.stringify alone would let a
 * value containing "</script>" end the block, so <, > and & become \u escapes (still the
 * same JSON), and so do the two line separators older parsers reject.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Plain text for meta descriptions: tags dropped, whitespace collapsed, cut at a word. */
export function plainTextExcerpt(value: string, maxLength: number): string {
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
