import { apiHeaders } from "../../../lib/api-client";

/**
 * A part's sentence cues as WebVTT text (GET /api/v1/audio/cues/{bookId}/{part}.vtt, premium access); null when the
 * part has none or the reader may not read them.
 */
export async function fetchCues(bookId: string, part: string, signal?: AbortSignal): Promise<string | null> {
  const path = `/api/v1/audio/cues/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.vtt`;
  const res = await fetch(path, { headers: apiHeaders(), signal });
  if (!res.ok) return null;
  return res.text();
}
