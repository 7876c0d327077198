/** The one client for /api/v1: bearer token, JSON, the error envelope, and 401 handling (docs/product.md, "API"). */
import { takeEarlyResponse } from "./early-requests";
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteKey } from "../../../shared/contract";

export const TOKEN_STORAGE_KEY = "token";
const BASE_PATH = "/api/v1";

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The app decides what a 401 means for navigation (docs/product.md, "Session": back to /login with the redirect). */
export function setUnauthorizedHandler(listener: UnauthorizedListener) {
  onUnauthorized = listener;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/**
 * The newest D1 bookmark any answer carried (docs/decisions/043): sent with every call, so each read is
 * served by a replica at least as fresh as this tab's last write. Kept for the tab's lifetime.
 */
const BOOKMARK_HEADER = "X-D1-Bookmark";
const BOOKMARK_STORAGE_KEY = "d1-bookmark";
let bookmark: string | null = null;

function readBookmark(): string | null {
  try {
    bookmark ??= sessionStorage.getItem(BOOKMARK_STORAGE_KEY);
  } catch {
    // storage unavailable: the in-memory copy is enough
  }
  return bookmark;
}

function rememberBookmark(response: Response) {
  const next = response.headers.get(BOOKMARK_HEADER);
  // Bookmarks order as strings; never go back to an older one.
  if (!next || (bookmark && next <= bookmark)) return;
  bookmark = next;
  try {
    sessionStorage.setItem(BOOKMARK_STORAGE_KEY, next);
  } catch {
    // storage unavailable: the in-memory copy is enough
  }
}

/**
 * The headers of every call to the API (spec 7): JSON as the content type, bodiless calls included, the bearer token
 * whenever one is stored, and the newest D1 bookmark. Only for the app's own origin: the token never goes elsewhere.
 */
export function apiHeaders(): Headers {
  const headers = new Headers({ Accept: "application/json", "Content-Type": "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const known = readBookmark();
  if (known) headers.set(BOOKMARK_HEADER, known);
  return headers;
}

async function request(path: string, options: RequestOptions): Promise<unknown> {
  const headers = apiHeaders();
  const token = getToken();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser writes the multipart type with its boundary.
    headers.delete("Content-Type");
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? (body ? "POST" : "GET");
  const send = () =>
    fetch(`${BASE_PATH}${path}`, {
      method,
      headers,
      body,
      credentials: "include",
      signal: options.signal,
      keepalive: options.keepalive,
    });
  // The first screen's calls may have been started by index.html already (web/src/lib/early-requests.ts).
  const early =
    (body === undefined || typeof body === "string") && !options.keepalive ? takeEarlyResponse(method, path, body, token) : null;
  const response = await (early ? early.catch(send) : send());
  rememberBookmark(response);
  options.signal?.throwIfAborted();

  if (response.status === 401) {
    setToken(null);
    onUnauthorized();
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    const error = new ApiClientError(
      response.status,
      envelope?.error?.code ?? "HTTP_ERROR",
      envelope?.error?.message ?? `Request failed with status ${response.status}`,
    );
    console.error(`API ${options.method ?? "GET"} ${path} failed:`, error.code, error.message);
    throw error;
  }
  return response.status === 204 ? undefined : await response.json();
}

type Method = NonNullable<RequestOptions["method"]>;

/** What a call of route K needs besides the route: path params, query and body when it has them. */
export type CallOptions<K extends RouteKey> = { signal?: AbortSignal; keepalive?: boolean } & (keyof ParamsOf<K> extends never
  ? { params?: undefined }
  : { params: ParamsOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: undefined } : { query: QueryOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body: BodyOf<K> });

/** Optional when route K needs nothing but its name. */
type CallArgs<K extends RouteKey> = object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/**
 * Calls a route of the shared contract (shared/contract/routes.ts), e.g.
 * `api("GET /library/search", { query: { q } })`. The answer's type is the contract's, which the
 * worker's typecheck holds its routes to (docs/decisions/009-typed-api-contract.md).
 */
export async function api<K extends RouteKey>(route: K, ...[options]: CallArgs<K>): Promise<ResponseOf<K>> {
  const separator = route.indexOf(" ");
  const method = route.slice(0, separator) as Method;
  const params = (options?.params ?? {}) as Record<string, string>;
  // "+" stays literal: it is valid in a path segment and joins the words of /library/lg/books-by-term/:terms.
  let path = route
    .slice(separator + 1)
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "").replace(/%2B/g, "+"));
  const query = options?.query as Record<string, string | number | boolean | undefined> | undefined;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    if (search.size) path += `?${search}`;
  }
  const data = await request(path, { method, body: options?.body, signal: options?.signal, keepalive: options?.keepalive });
  return data as ResponseOf<K>;
}
