import type { ReactNode } from "react";

/**
 * Route guards (spec 2, 6). The sign-in issue decides here who may pass;
 * until then every visitor passes so the library can be browsed.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return children;
}
