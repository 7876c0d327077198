import { CatalogUnavailable } from "./types";

export interface CatalogHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/**
 * GET a catalogue's JSON with one deadline for connecting and reading the body, so a slow stream
 * cannot hang the call. Answers null for 404 (and 400, which catalogues use for malformed ids);
 * anything else that is not a JSON 200 is CatalogUnavailable.
 */
export async function getCatalogJson(options: CatalogHttpOptions, url: URL, name: string): Promise<unknown | null> {
  try {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const response = await options.fetch(url.href, { headers: { Accept: "application/json" }, signal });
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new CatalogUnavailable(`${name} answered ${response.status}.`);
    return await response.json();
  } catch (err) {
    if (err instanceof CatalogUnavailable) throw err;
    throw new CatalogUnavailable(
      err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")
        ? `${name} did not answer within ${options.timeoutMs} ms.`
        : err instanceof SyntaxError
          ? `${name} sent an unexpected answer.`
          : `${name} could not be reached.`,
    );
  }
}

/** The catalogue's API base with `path` appended (the base may carry a path, e.g. /books/v1). */
export function catalogUrl(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, "")}${path}`);
}

export const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, max) : [];
