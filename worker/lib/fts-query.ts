/** Most words a search may have; more only slow FTS down without narrowing much. */
export const MAX_QUERY_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a user's query: runs of unicode letters and digits, lowercased, de-duplicated.
 * Hyphenated digit groups are joined first, so "978-0-14-044910-5" finds the stored ISBN.
 */
export function queryTerms(input: string): string[] {
  const joined = input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\d)[-\u2010-\u2013](?=\d)/g, "$1");
  const words = joined.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_QUERY_TERMS);
}

/**
 * An FTS5 MATCH expression for free text: every word quoted as a string and made a prefix
 * query, all ANDed. Words hold only letters and digits, so nothing the user types (quotes,
 * `*`, `:`, `^`, NEAR, AND/OR/NOT, parentheses) can act as FTS syntax. Null when no word is left.
 */
export function ftsMatchExpression(input: string, column?: "title" | "authors" | "isbn" | "topic"): string | null {
  const terms = queryTerms(input);
  if (terms.length === 0) return null;
  const expression = terms.map((t) => `"${t}"*`).join(" AND ");
  return column ? `${column} : (${expression})` : expression;
}
