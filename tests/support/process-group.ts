import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/** Every group started and not yet stopped, for the last-resort cleanup. */
const live = new Set<ChildProcess>();

/** Starts `command` as the leader of its own process group, so stopping it also stops what it started (vite and its workerd). */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  live.add(child);
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole group, SIGKILL if it lingers 5 s; resolves once the leader has exited. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  live.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export function killGroup(child: ChildProcess) {
  live.delete(child);
  signalGroup(child, "SIGKILL");
}

/** Last-resort cleanup (Ctrl-C, uncaught errors): never leave chromium, vite or workerd behind (the bench). */
export function killAllGroups() {
  for (const child of live) signalGroup(child, "SIGKILL");
  live.clear();
}
