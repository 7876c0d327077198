import { useEffect } from "react";
import { history, useLocation, type Location, type NavigateOptions } from "../lib/router";

type LocationListener = (location: Location) => void;

let current: Location | null = null;
const listeners = new Set<LocationListener>();
/** Every location since the page opened, until someone listens: page views load after the first screen. */
let unheard: Location[] | null = [];

/**
 * The router seen from outside React: the 401 handler navigates through it, and page-view tracking
 * (app-services.ts) follows the rendered location. NavigationBridge, rendered inside the router, keeps it current.
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
    history.navigate(to, options);
  },
};

export function NavigationBridge() {
  const location = useLocation();
  useEffect(() => {
    if (current?.key === location.key && current.pathname === location.pathname) return;
    current = location;
    if (unheard && unheard.length < 50) unheard.push(location);
    for (const listener of listeners) listener(location);
  }, [location]);
  return null;
}
