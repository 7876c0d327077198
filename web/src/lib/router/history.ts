/** Where the app is: the browser's location plus the entry's state and key (a new key per navigation). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the entry the page opened on (as react-router did); random for each navigation since. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface EntryState {
  key?: string;
  usr?: unknown;
}

function readLocation(): Location {
  const entry = (window.history.state ?? {}) as EntryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? "default" };
}

type Listener = (location: Location) => void;
const listeners = new Set<Listener>();
let current: Location | null = null;

/** The app's one history, over the History API: navigations push or replace an entry; back and forward arrive as popstate. */
export const history = {
  get location(): Location {
    current ??= readLocation();
    return current;
  },
  listen(listener: Listener): () => void {
    if (listeners.size === 0) window.addEventListener("popstate", onPopState);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
    };
  },
  navigate(to: string, options: NavigateOptions = {}) {
    const entry: EntryState = { key: Math.random().toString(36).slice(2, 10), usr: options.state };
    if (options.replace) window.history.replaceState(entry, "", to);
    else window.history.pushState(entry, "", to);
    publish();
  },
};

function publish() {
  current = readLocation();
  const location = current;
  for (const listener of listeners) listener(location);
}

function onPopState() {
  publish();
}

/** The path, query and hash of a location, as a link's href would be. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
