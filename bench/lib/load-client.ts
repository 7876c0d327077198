/**
 * The listener load's HTTP client: node:http on a bounded set of keep-alive connections straight to workerd's entry
 * socket (decision 141). Same calls and answers as bench/lib/http.ts `call`, one client IP per request.
 */
import type { Socket } from "node:net";
import { Agent, request as httpRequest } from "node:http";
import type { Answer, Call } from "./http";
import { nextIp } from "./http";

/** workerd closes a connection idle for 5 s; connections idle for more than this are closed here first. */
const IDLE_MS = 1_000;
/** Attempts of a request whose connection is reset before any answer (with `resend`). */
const MAX_ATTEMPTS = 3;
const RESET_CODES = new Set(["ECONNRESET", "EPIPE"]);

export interface LoadClient {
  origin: string;
  call(c: Call, options?: { resend?: boolean }): Promise<Answer>;
  /** Requests sent again after their connection was reset before any answer (see `call`). */
  resent: number;
  /** TCP connections opened over the client's life. */
  connectionsOpened: number;
  close(): void;
}

interface Attempt {
  answer?: Answer;
  /** The connection was reset or closed before any byte of an answer arrived. */
  resetBeforeAnswer?: boolean;
  error?: Error;
}

export function loadClient(origin: string, connections: number): LoadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: IDLE_MS, scheduling: "lifo" });
  const url = new URL(origin);
  const seen = new WeakSet<Socket>();
  const client: LoadClient = {
    origin,
    resent: 0,
    connectionsOpened: 0,
    close: () => agent.destroy(),
    /**
     * One request. With `resend`, a request whose connection is reset before any byte of an answer (ECONNRESET,
     * EPIPE, "socket hang up") is sent again, up to MAX_ATTEMPTS in all: for reads and sign-in, and for history
     * reports, which carry a reportId the worker counts once even if an earlier copy had reached it (the player
     * sends one with every report). Seen here when workerd, its one thread busy for seconds, closes a connection
     * whose request it has not read yet (decision 141). Every resend is counted; nothing else is retried.
     */
    async call(c, options = {}) {
      // Latency counts from the first attempt.
      const started = performance.now();
      for (let n = 1; ; n++) {
        const a = await attempt(c, started);
        if (a.answer) return a.answer;
        if (!options.resend || !a.resetBeforeAnswer || n >= MAX_ATTEMPTS) throw a.error!;
        client.resent++;
      }
    },
  };
  const attempt = (c: Call, started: number) =>
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
      const req = httpRequest({
        agent,
        host: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port,
        path: c.path,
        method,
        headers,
      });
      let answered = false;
      req.on("socket", (socket: Socket) => {
        if (seen.has(socket)) return;
        seen.add(socket);
        client.connectionsOpened++;
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
        const reset = RESET_CODES.has(error.code ?? "") || error.message === "socket hang up";
        resolve({ resetBeforeAnswer: !answered && reset, error });
      });
      req.end(body);
    });
  return client;
}
