import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { selectIsAdmin, useSession } from "../lib/session";

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/** Signed-out visitors go to /login with the full target in `redirect` (spec 2). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const checkAuth = useSession((s) => s.checkAuth);

  useEffect(() => {
    if (token && !user) void checkAuth();
  }, [token, user, checkAuth]);

  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  if (!user)
    return status === "ready" ? <Navigate to={loginPathFor(location)} replace /> : <Spinner label="Checking your session..." />;
  return children;
}

/** Non-admins opening an admin route go to / (spec 2). The server enforces the same rule. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSession(selectIsAdmin);
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
