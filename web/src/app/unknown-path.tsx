import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { isServerPath, serverPathAction, type ServerPathAction } from "./server-paths";

/**
 * The decision for each navigation, by location key: StrictMode renders twice and effects run
 * twice, and the decision sets the session flag, so it must be taken exactly once per navigation.
 */
const decisions = new Map<string, ServerPathAction>();
/** Reloads already started: a second location.replace would abort the first navigation. */
const started = new WeakSet<ServerPathAction>();

function decide(key: string, pathname: string): ServerPathAction {
  let action = decisions.get(key);
  if (!action) {
    action = serverPathAction(pathname, sessionStorage);
    decisions.set(key, action);
  }
  return action;
}

/**
 * Unknown paths go home, except the worker-rendered ones (docs/product.md, "Screens and routes"): those, reached by an in-app
 * link or history navigation, reload once so the worker answers them.
 */
export function UnknownPath() {
  const { pathname, key } = useLocation();
  const action = isServerPath(pathname) ? decide(key, pathname) : null;

  useEffect(() => {
    if (action?.kind !== "reload" || started.has(action)) return;
    started.add(action);
    window.location.replace(action.url);
  }, [action]);

  if (action?.kind === "reload") return null;
  return <Navigate to="/" replace />;
}
