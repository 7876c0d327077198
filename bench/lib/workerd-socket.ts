/**
 * Finds the HTTP socket of the workerd that `vite preview` started (Miniflare's entry socket), so the listener load can
 * go straight at the Workers runtime instead of through Vite's Node server and Miniflare's Node dispatcher (decision 141).
 * Neither the Cloudflare plugin nor Miniflare tells the preview's caller that address, so it is read from /proc: the
 * listening TCP sockets held by the processes of the preview's process group, then the one that answers our health
 * route and serves our build.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

export interface ListeningSocket {
  host: string;
  port: number;
  inode: string;
}

/** IPv4 in /proc/net/tcp is 8 hex digits, host byte order (little-endian here): 0100007F = 127.0.0.1. */
function ipv4(hex: string) {
  return [6, 4, 2, 0].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(".");
}

/** IPv6 in /proc/net/tcp6 is four 32-bit words, each in host byte order; only loopback and "any" matter here. */
function ipv6(hex: string) {
  if (/^0{32}$/.test(hex)) return "::";
  if (hex.toUpperCase() === "00000000000000000000000001000000") return "::1";
  return null;
}

/** The sockets in LISTEN state (st = 0A) of a /proc/<pid>/net/tcp or tcp6 table. */
export function listeningSockets(table: string): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const line of table.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || fields[3] !== "0A") continue;
    const [addressHex, portHex] = fields[1]!.split(":") as [string, string];
    const host = addressHex.length === 8 ? ipv4(addressHex) : ipv6(addressHex);
    if (host === null) continue;
    sockets.push({ host, port: Number.parseInt(portHex, 16), inode: fields[9]! });
  }
  return sockets;
}

/** The address a client connects to for a socket listening on `host` ("any" is reached on loopback). */
export function connectUrl(s: Pick<ListeningSocket, "host" | "port">) {
  if (s.host === "0.0.0.0") return `http://127.0.0.1:${s.port}`;
  if (s.host === "::" || s.host === "::1") return `http://[::1]:${s.port}`;
  return `http://${s.host}:${s.port}`;
}

/** Process ids whose process group is `pgid` (field 5 of /proc/<pid>/stat, after the parenthesised command name). */
export function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(afterName[2]) === pgid) pids.push(Number(entry));
    } catch {
      // the process exited meanwhile
    }
  }
  return pids;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    // the process exited meanwhile
  }
  return inodes;
}

function isWorkerd(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd";
  } catch {
    return false;
  }
}

let clockTicks = 0;
/** CPU seconds (user + system, all threads) the workerd processes of the group have used so far. */
export function workerdCpuSeconds(pgid: number): number {
  clockTicks ||= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    if (!isWorkerd(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name
      ticks += Number(afterName[11]) + Number(afterName[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / clockTicks;
}

/** Every TCP socket some workerd process of the group listens on (Vite's own port is a node process, so not listed). */
export function workerdListeningSockets(pgid: number): ListeningSocket[] {
  const found = new Map<string, ListeningSocket>();
  for (const pid of groupPids(pgid)) {
    if (!isWorkerd(pid)) continue;
    const inodes = socketInodes(pid);
    for (const table of ["tcp", "tcp6"]) {
      let text = "";
      try {
        text = readFileSync(`/proc/${pid}/net/${table}`, "utf8");
      } catch {
        continue;
      }
      for (const s of listeningSockets(text)) if (inodes.has(s.inode)) found.set(`${s.host}:${s.port}`, s);
    }
  }
  return [...found.values()];
}

/**
 * The origin of the preview's workerd entry socket: the listening socket of a workerd in the group that answers
 * `GET /api/v1/health` with 200 and serves `/bench-build-id.txt` with `buildId` (so it is this build, this worker).
 */
export async function findWorkerdEntry(pgid: number, buildId: string): Promise<string> {
  const candidates = workerdListeningSockets(pgid);
  const tried: string[] = [];
  for (const s of candidates) {
    const origin = connectUrl(s);
    try {
      const health = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(10_000) });
      await health.arrayBuffer();
      const build = await fetch(`${origin}/bench-build-id.txt`, { signal: AbortSignal.timeout(10_000) });
      const id = (await build.text()).trim();
      if (health.status === 200 && build.status === 200 && id === buildId) return origin;
      tried.push(`${origin} (health ${health.status}, build id ${build.status})`);
    } catch (err) {
      tried.push(`${origin} (${(err as Error).message})`);
    }
  }
  throw new Error(
    `no workerd entry socket found in process group ${pgid}: ${tried.length ? tried.join(", ") : "no workerd listening socket"}`,
  );
}
