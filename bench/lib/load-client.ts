/**
 * The listener load's HTTP client: node:http on a bounded set of keep-alive connections straight to workerd's entry
 * socket (decision 141). Same calls and answers as bench/lib/http.ts `call`, one client IP per request.
 */
import { Agent, request as httpRequest } from "node:http";
import type { Answer, Call } from "./http";
import { nextIp } from "./http";

/** workerd closes a connection idle for 5 s; connections idle for more than this are closed here first. */
const IDLE_MS = 1_000;

export interface LoadClient {
  origin: string;
  call(c: Call, options?: { retryStale?: boolean }): Promise<Answer>;
  /** Requests sent again after their reused connection was found closed before any answer (see `call`). */
  staleRetries: number;
  /** Connections opened over the client's life. */
  connectionsOpened: number;
  close(): void;
}

interface Attempt {
  answer?: Answer;
  /** The request went out on a reused keep-alive connection that failed before any byte of an answer. */
  stale?: boolean;
  error?: Error;
}

export function loadClient(origin: string, connections: number): LoadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: IDLE_MS, scheduling: "lifo" });
  const url = new URL(origin);
  const client: LoadClient = {
    origin,
    staleRetries: 0,
    connectionsOpened: 0,
    close: () => agent.destroy(),
    /**
     * One request. With `retryStale`, a request whose reused connection turned out closed before any answer
     * (ECONNRESET, EPIPE or "socket hang up" on a reused socket, Node's documented keep-alive race) is sent once more
     * on a new connection: for reads, and for history reports that carry a reportId, which the worker counts once
     * even if the first copy had reached it (as the player does: docs/decisions/141).
     */
    async call(c, options = {}) {
      const first = await attempt(c);
      if (first.stale && options.retryStale) {
        client.staleRetries++;
        const second = await attempt(c);
        if (second.answer) return second.answer;
        throw second.error!;
      }
      if (first.answer) return first.answer;
      throw first.error!;
    },
  };
  const attempt = (c: Call) =>
    new Promise<Attempt>((resolve) => {
      const headers: Record<string, string> = { "cf-connecting-ip": nextIp(), ...c.headers };
      const body = c.body === undefined ? undefined : JSON.stringify(c.body);
      const method = c.method ?? (body === undefined ? "GET" : "POST");
      if (body !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(Buffer.byteLength(body));
        // Without a length, Node would send a POST's empty body chunked: a terminator the worker never reads.
      } else if (method !== "GET") headers["content-length"] = "0";
      if (c.token) headers.authorization = `Bearer ${c.token}`;
      const started = performance.now();
      const req = httpRequest({
        agent,
        host: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port,
        path: c.path,
        method,
        headers,
      });
      let answered = false;
      req.on("socket", () => {
        if (!req.reusedSocket) client.connectionsOpened++;
      });
      req.on("response", (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("error", (error) => resolve({ error }));
        res.on("end", () => {
          const h = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) h.set(name, Array.isArray(value) ? value.join(", ") : value);
          resolve({
            answer: {
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              text: Buffer.concat(chunks).toString("utf8"),
              headers: h,
            },
          });
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        const code = error.code ?? "";
        const stale =
          !answered && req.reusedSocket && (code === "ECONNRESET" || code === "EPIPE" || error.message === "socket hang up");
        resolve({ stale, error });
      });
      req.end(body);
    });
  return client;
}
