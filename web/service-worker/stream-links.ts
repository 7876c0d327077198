/** The token of links the worker makes up offline: the copy answers them, the server never would. */
export const OFFLINE_TOKEN = "offline";

/**
 * Whether a stream link may be answered from the device: the links made up offline, and premium links (the tier the
 * server signed into the token, claim `t`). A free link always goes to the server, which meters it per byte served.
 */
export function mayUseCopy(token: string | null): boolean {
  if (token === OFFLINE_TOKEN) return true;
  try {
    const payload = token?.split(".")[1];
    if (!payload) return false;
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { t?: unknown };
    return claims.t === "premium";
  } catch {
    return false;
  }
}
