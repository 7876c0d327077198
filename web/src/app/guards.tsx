import { startTransition, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { firstScreen } from "../lib/first-screen";
import { selectIsAdmin, useSession } from "../lib/session";

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/**
 * A layout route around the pages that need a reader: signed-out visitors go to /login with the full target (path,
 * query and hash) in `redirect` (docs/product.md, "Screens and routes").
 */
export function RequireSignedIn() {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const checkAuth = useSession((s) => s.checkAuth);

  // The session store's update renders synchronously; the page it lets through mounts in a transition instead,
  // in slices that leave the main thread free (a whole page at once was a long task on a phone, decision 092).
  const [shown, setShown] = useState(!!user);
  useEffect(() => {
    if (user && !shown) startTransition(() => setShown(true));
  }, [user, shown]);

  useEffect(() => {
    if (token && !user) void checkAuth();
  }, [token, user, checkAuth]);

  if (!token) return <Navigate to={loginPathFor(location)} replace />;
  if (!user) {
    if (status === "ready") return <Navigate to={loginPathFor(location)} replace />;
    if (status === "unreachable") return <SessionUnreachable onRetry={() => void checkAuth()} />;
  }
  if (!user || !shown) return firstScreen() ?? <Spinner label="Checking your session..." />;
  return <Outlet />;
}

/**
 * The session check got no answer (offline, or the server did not reply in time): say so and offer a
 * retry instead of waiting forever; the token is kept, so coming back online needs no new sign-in.
 */
function SessionUnreachable({ onRetry }: { onRetry: () => void }) {
  const clear = useSession((s) => s.clear);
  useEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <p className="font-semibold text-amber-900">You appear to be offline.</p>
      <p className="text-sm text-amber-900">We could not check your session. Check your connection and try again.</p>
      <div className="flex justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Retry
        </button>
        <button
          type="button"
          onClick={clear}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-white"
        >
          Sign in again
        </button>
      </div>
    </div>
  );
}

/**
 * A layout route inside RequireSignedIn around the admin pages: non-admins go to / (docs/product.md, "Screens and
 * routes"). The server enforces the same rule.
 */
export function RequireAdmin() {
  const isAdmin = useSession(selectIsAdmin);
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
