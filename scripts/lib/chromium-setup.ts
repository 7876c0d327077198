// What `npm test` does about the browser tests' Chromium (Debian's, never a downloaded build).
// Plain TypeScript with erasable syntax only: scripts/test.mjs imports it under Node 22's type stripping.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const INSTALL_COMMAND = "apt-get update && apt-get install -y chromium";

export interface ChromiumFacts {
  /** The browser tests' executable exists. */
  present: boolean;
  /** The process may install Debian packages itself: it runs as root and apt-get is there. */
  canInstall: boolean;
  /** apt-get exists but only through sudo. */
  viaSudo: boolean;
}

export type ChromiumPlan = { action: "ready" } | { action: "install" } | { action: "stop"; message: string };

/** Ready when present; install it when we may; otherwise stop with the one line the user needs. */
export function chromiumPlan(facts: ChromiumFacts, path: string): ChromiumPlan {
  if (facts.present) return { action: "ready" };
  if (facts.canInstall) return { action: "install" };
  const command = facts.viaSudo ? `sudo sh -c '${INSTALL_COMMAND}'` : INSTALL_COMMAND;
  return {
    action: "stop",
    message: `The browser tests need Debian's chromium at ${path}; install it with: ${command}`,
  };
}

function commandExists(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export function chromiumFacts(path: string): ChromiumFacts {
  const hasApt = commandExists("apt-get");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return { present: existsSync(path), canInstall: hasApt && isRoot, viaSudo: hasApt && !isRoot && commandExists("sudo") };
}

/** Installs Debian's chromium (as root); true when it is there afterwards. */
export function installChromium(path: string): boolean {
  console.log(`Installing Debian's chromium for the browser tests: ${INSTALL_COMMAND}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) return false;
  }
  return existsSync(path);
}
