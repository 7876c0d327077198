const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A premium domain as stored: lower-case ASCII (IDN labels in punycode), at least two labels.
 * Null for anything that is not a plain host name (no scheme, port, path, user or IP address).
 */
export function normalizeDomainName(input: string): string | null {
  const trimmed = input.trim().replace(/^@/, "").replace(/\.$/, "");
  if (!trimmed || trimmed.length > 253 || /[\s/\\:@?#%]/.test(trimmed)) return null;
  let ascii: string;
  try {
    // WHATWG URL parsing applies IDNA (UTS #46): lower-cases and converts Unicode labels to punycode.
    ascii = new URL(`http://${trimmed}/`).hostname;
  } catch {
    return null;
  }
  if (ascii.length > 253) return null;
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (!TLD.test(labels[labels.length - 1]!)) return null;
  return ascii;
}
