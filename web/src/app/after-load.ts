import { startTransition, useEffect, useState } from "react";

/**
 * Runs once the page has loaded (its HTML, scripts and styles), in a task of its own, so code the
 * first screen does not need is fetched after it rather than alongside (docs/decisions/092-fast-on-phones.md).
 */
export function afterPageLoad(run: () => void) {
  const later = () => window.setTimeout(run, 0);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/**
 * Runs a while after the page has loaded, once the main thread is idle: for background work nobody waits for, which
 * would otherwise compete with the page's last rendering for a phone's CPU and network (the service worker's first
 * install downloads the whole app). docs/decisions/092-fast-on-phones.md, sixth pass.
 */
export function whenSettled(run: () => void, delayMs = 2000) {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(() => run(), { timeout: 5000 }) : run());
  afterPageLoad(() => window.setTimeout(idle, delayMs));
}

/**
 * False until the page has loaded: for mounting parts of the layout the first screen does not show. The change is a
 * transition, so what it mounts renders in slices that yield to the browser; use it in a component that holds only
 * those parts, or everything it renders is rendered again.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => startTransition(() => setLoaded(true))), []);
  return loaded;
}
