import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { isServerPath, serverPathAction } from "./server-paths";

/** Unknown paths go home, except the worker-rendered ones (spec 2). */
export function UnknownPath() {
  const { pathname } = useLocation();
  const serverPath = isServerPath(pathname);
  const action = serverPath ? serverPathAction(pathname, sessionStorage) : null;

  useEffect(() => {
    if (action?.kind === "reload") window.location.replace(action.url);
  }, [action]);

  if (action?.kind === "reload") return null;
  return <Navigate to="/" replace />;
}
