import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions } from "react-router";

type LocationListener = (location: Location) => void;

let current: Location | null = null;
let navigateInRouter: NavigateFunction | null = null;
const listeners = new Set<LocationListener>();
/** Every location since the page opened, until someone listens: page views load after the first screen. */
let unheard: Location[] | null = [];

/**
 * The router seen from outside React: the 401 handler navigates through it, and page-view tracking
 * (app-services.ts) follows its location. NavigationBridge, rendered inside the router, keeps it current.
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
    if (navigateInRouter) void navigateInRouter(to, options);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
};

export function NavigationBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateInRouter = navigate;
  }, [navigate]);
  useEffect(() => {
    if (current?.key === location.key && current.pathname === location.pathname) return;
    current = location;
    if (unheard && unheard.length < 50) unheard.push(location);
    for (const listener of listeners) listener(location);
  }, [location]);
  return null;
}
