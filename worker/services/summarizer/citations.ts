/**
 * Checks a model's citation against the text it claims to quote (docs/decisions/143): a quote counts only if it
 * occurs in the text once whitespace runs and typographic quotes are made plain, and it is then located in the
 * original text so the stored quote is exactly `text.slice(start, end)`.
 */

const TYPOGRAPHIC: Record<string, string> = { "‘": "'", "’": "'", "“": '"', "”": '"' };

/** The normalized text and, for each of its characters, the offset of the character it came from. */
function normalized(text: string): { plain: string; origin: number[] } {
  let plain = "";
  const origin: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      space = plain.length > 0;
      continue;
    }
    if (space) {
      plain += " ";
      origin.push(i);
      space = false;
    }
    plain += TYPOGRAPHIC[ch] ?? ch;
    origin.push(i);
  }
  return { plain, origin };
}

/** A quote shorter than this is a phrase anyone could write, not a citation. */
const MIN_QUOTE_CHARS = 12;
const MIN_QUOTE_WORDS = 3;

export function normalizeQuote(quote: string): string {
  return normalized(quote).plain;
}

/** Where the quote occurs in the text (first occurrence), as a slice of the original text; null if it does not. */
export function locateQuote(quote: string, text: string): { start: number; end: number; quote: string } | null {
  const wanted = normalizeQuote(quote);
  if (wanted.length < MIN_QUOTE_CHARS || wanted.split(" ").length < MIN_QUOTE_WORDS) return null;
  const { plain, origin } = normalized(text);
  const at = plain.indexOf(wanted);
  if (at < 0) return null;
  const start = origin[at]!;
  const end = origin[at + wanted.length - 1]! + 1;
  return { start, end, quote: text.slice(start, end) };
}
