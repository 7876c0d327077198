import { externalTimeoutMs, openLibraryBaseUrl } from "../../lib/config";
import { createOfflineCatalog } from "./offline";
import { createOpenLibraryCatalog } from "./open-library";
import type { ExternalCatalog } from "./types";

export { CatalogUnavailable, type CatalogBook, type ExternalCatalog } from "./types";

/** OPEN_LIBRARY_BASE_URL = "offline" selects the local catalog; anything else is Open Library's base URL. */
export function catalogFor(env: Env, fetcher: typeof fetch = (input, init) => fetch(input, init)): ExternalCatalog {
  const baseUrl = openLibraryBaseUrl(env);
  if (baseUrl === "offline") return createOfflineCatalog();
  return createOpenLibraryCatalog({ baseUrl, timeoutMs: externalTimeoutMs(env), fetch: fetcher });
}
