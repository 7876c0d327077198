import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { history, pathOf, type Location, type NavigateFunction, type NavigateOptions } from "./history";
import { matchPath, type Params } from "./match";

const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

/** Holds the current location; a navigation renders as a transition, so React keeps the page responsive while it builds the next one. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => history.location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; the listener hears every later location.
  useLayoutEffect(() => {
    const unlisten = history.listen((next) => startTransition(() => setLocation(next)));
    // A navigation between the first render and this effect (none is expected) is not lost.
    if (history.location !== location) setLocation(history.location);
    return unlisten;
  }, []); // once: the listener hears every later location
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation() outside <BrowserRouter>");
  return location;
}

const navigate: NavigateFunction = (to, options) => history.navigate(to, options);

/** Navigates to an absolute path (with query and hash); the function is the same on every render. */
export function useNavigate(): NavigateFunction {
  return navigate;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${pathname}${query ? `?${query}` : ""}`, options);
  };
  return [params, setParams];
}

/** Navigates once rendered (in an effect, as react-router's `<Navigate>`). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * A real `<a href>` (middle click, modifier keys, other targets and "open in new tab" work as for any
 * link); a plain left click navigates in the app instead, after the link's own onClick unless that
 * prevented it. A link to the current path replaces the entry rather than adding one (as react-router).
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === pathOf(location), state });
  }
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** One entry of a route table: a `path` pattern (see match.ts), or no path for a layout around its `children`. */
export interface RouteObject {
  path?: string;
  element: ReactNode;
  children?: RouteObject[];
}

function matchRoutes(routes: RouteObject[], pathname: string): { chain: RouteObject[]; params: Params } | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return { chain: [route, ...inner.chain], params: inner.params };
    } else if (route.path !== undefined) {
      const params = matchPath(route.path, pathname);
      if (params) return { chain: [route], params };
    }
  }
  return null;
}

/**
 * Renders the first route (depth first, in table order) whose path matches the location, inside its
 * layouts; a layout shows its matched child where it renders `<Outlet />`. Order the table from the
 * most specific path to the least (`/book/:id/admin` before `/book/:id/:sessionId?`, `*` last).
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const found = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!found) return null;
  let outlet: ReactNode = null;
  for (const route of [...found.chain].reverse()) {
    outlet = <RouteContext value={{ params: found.params, outlet }}>{route.element}</RouteContext>;
  }
  return outlet;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}
