/** A single byte range of an object of `size` bytes (RFC 9110 section 14). */
export type RangeResult = { kind: "full" } | { kind: "partial"; offset: number; length: number } | { kind: "unsatisfiable" };

/**
 * Parses a Range header against the object size. Anything not understood (other units,
 * several ranges) is served whole, which the RFC allows; unsatisfiable ranges are reported.
 */
export function parseRange(header: string | null | undefined, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return { kind: "full" };
  if (startText === "") {
    // Suffix range: the last N bytes.
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, size);
    return { kind: "partial", offset: size - length, length };
  }
  const start = Number(startText);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  if (end < start) return { kind: "full" }; // syntactically invalid: ignore the header
  return { kind: "partial", offset: start, length: end - start + 1 };
}
