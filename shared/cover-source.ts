/**
 * Where a book's cover is shown from: a data URL, an http(s) or site URL, or bare base64 (treated as JPEG).
 * Shared by the SPA's covers and the worker's first screen (docs/decisions/092-fast-on-phones.md), so both show the same.
 */
export function coverSource(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith("data:image/") || value.startsWith("https://") || value.startsWith("http://") || value.startsWith("/"))
    return value;
  if (/^[A-Za-z0-9+/=\s]+$/.test(value)) return `data:image/jpeg;base64,${value}`;
  return null;
}
