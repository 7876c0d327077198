/** HTTP helpers of the bench: one client IP per request, JSON calls, demo sign-in, a small worker pool. */

/** Every request comes from its own client IP, so the per-caller rate limits (60-120/min) measure nothing but latency. */
let ipCounter = Math.floor(Math.random() * 200) << 16;
export const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export interface Call {
  method?: "GET" | "POST" | "PUT";
  path: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}
export interface Answer {
  status: number;
  ms: number;
  text: string;
  headers: Headers;
}

/** The bench server's origin; set once the server is up (read by every measure through this live binding). */
export let baseUrl = "";
export function setBaseUrl(url: string) {
  baseUrl = url;
}
export async function call(c: Call): Promise<Answer> {
  const headers: Record<string, string> = { "cf-connecting-ip": nextIp(), ...c.headers };
  if (c.body !== undefined) headers["content-type"] = "application/json";
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const started = performance.now();
  const res = await fetch(baseUrl + c.path, {
    method: c.method ?? (c.body === undefined ? "GET" : "POST"),
    headers,
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text, headers: res.headers };
}

/** How a request is sent: `call` (through the bench server's origin) or the listener load's client (load-client.ts). */
export type Send = (c: Call) => Promise<Answer>;

export async function callJson<T>(c: Call, send: Send = call): Promise<T> {
  const a = await send(c);
  if (a.status !== 200) throw new Error(`${c.method ?? "?"} ${c.path} answered ${a.status}: ${a.text.slice(0, 300)}`);
  return JSON.parse(a.text) as T;
}

export async function signIn(email: string, givenName: string, send: Send = call): Promise<string> {
  const { idToken } = await callJson<{ idToken: string }>(
    { path: "/api/v1/dev/id-token", body: { email, given_name: givenName, family_name: "Bench" } },
    send,
  );
  const { accessToken } = await callJson<{ accessToken: string }>(
    { path: "/api/v1/user/login", body: { googleToken: idToken } },
    send,
  );
  return accessToken;
}

export async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/** Time to the first body byte of `Range: bytes=0-65535` (then the rest is read), with the worker's Server-Timing. */
export async function firstByte(path: string): Promise<{ ttfb: number; status: number; serverTiming: string | null }> {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: { range: "bytes=0-65535", "cf-connecting-ip": nextIp() } });
  const reader = res.body!.getReader();
  await reader.read();
  const ttfb = performance.now() - started;
  while (!(await reader.read()).done);
  return { ttfb, status: res.status, serverTiming: res.headers.get("server-timing") };
}
