import { exports } from "cloudflare:workers";

export const BASE = "http://chapterly.test";

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** "manual" to see a redirect itself instead of where it leads. */
  redirect?: "follow" | "manual";
}

/** Sends a request through the real worker entry point (fetch handler, middleware, router). */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body !== undefined ? "POST" : "GET");
  return exports.default.fetch(new Request(`${BASE}${path}`, { method, headers, body, redirect: options.redirect }));
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts the one error envelope and returns its code. */
export async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  if (typeof body.error?.code !== "string" || typeof body.error?.message !== "string") {
    throw new Error(`Not an error envelope: ${JSON.stringify(body)}`);
  }
  return body.error.code;
}
