import type { DataRouter, Location, NavigateOptions } from "react-router";

type LocationListener = (location: Location) => void;

let router: DataRouter | null = null;
let current: Location | null = null;
const listeners = new Set<LocationListener>();
/** Every location since the page opened, until someone listens: page views load after the first screen. */
let unheard: Location[] | null = [];

/**
 * The router seen from outside React: the 401 handler navigates through it, and page-view tracking
 * (app-services.ts) hears each location the router settles on (app/router.tsx connects it with followRouter).
 */
export const navigation = {
  location: (): Location | null => current,
  /** With `replay`, the listener first hears every location visited before anyone listened. */
  subscribe(listener: LocationListener, options: { replay?: boolean } = {}) {
    if (options.replay && unheard) unheard.forEach(listener);
    unheard = null;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  navigate(to: string, options?: NavigateOptions) {
    if (router) void router.navigate(to, options);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
};

function hear(location: Location) {
  if (current?.key === location.key && current.pathname === location.pathname) return;
  current = location;
  if (unheard && unheard.length < 50) unheard.push(location);
  for (const listener of listeners) listener(location);
}

/** Follows the app's router: its first location, then each one a navigation completes on (not the pending ones). */
export function followRouter(next: DataRouter) {
  router = next;
  hear(next.state.location);
  next.subscribe((state) => hear(state.location));
}
