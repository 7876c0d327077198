/** The one client for /api/v1: bearer token, JSON, the error envelope, and 401 handling (spec 7, 8). */
import { takeEarlyResponse } from "./early-requests";

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

/** The app decides what a 401 means for navigation (spec 4: back to /login with the redirect). */
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

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
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
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}
