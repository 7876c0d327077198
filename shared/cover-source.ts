/**
 * A file of this site by its path, such as /covers/meditations.webp (the demo library's covers). Never //host (which
 * leaves the site), never a bare base64 JPEG (which starts with "/9j/" but has no file extension).
 */
export function isSitePath(value: string): boolean {
  return /^\/(?:[\w-]+\/)*[\w-]+\.(?:webp|png|jpe?g|gif|avif)$/.test(value);
}

/**
 * Where a book's cover is shown from: a data URL, an http(s) URL, a file of this site, or bare base64 (treated as JPEG).
 * Shared by the SPA's covers and the worker's first screen (docs/decisions/092-fast-on-phones.md), so both show the same.
 */
export function coverSource(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith("data:image/") || value.startsWith("https://") || value.startsWith("http://") || isSitePath(value))
    return value;
  if (/^[A-Za-z0-9+/=\s]+$/.test(value)) return `data:image/jpeg;base64,${value}`;
  return null;
}
