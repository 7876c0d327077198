import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from "../lib/router";
import { firstScreen } from "../lib/first-screen";
import { Spinner } from "../components/ui/spinner";
import { setUnauthorizedHandler } from "../lib/api-client";
import { useSession } from "../lib/session";
import { loginPathFor, RequireAdmin, RequireSignedIn } from "./guards";
import { MainLayout } from "./main-layout";
import { navigation, NavigationBridge } from "./navigation";
import { UnknownPath } from "./unknown-path";

// Loaded on demand: home, book details, admin email, admin privileges.
// Home composes the library overview with the full search view (app/home-route.tsx).
const HomePage = lazy(() => import("./home-route"));
// Book details composes the player's listening panel (app/book-route.tsx).
const BookDetailsPage = lazy(() => import("./book-route"));
const AdminEmailPage = lazy(() => import("../features/email-center/components/email-center-page"));
const AdminPrivilegesPage = lazy(() => import("../features/privileges/components/privileges-page"));
const BookAdminPage = lazy(() => import("../features/book-admin/components/book-admin-page"));
const BulkProcessingPage = lazy(() => import("../features/bulk-processing/components/bulk-processing-page"));
// A category view and the reader's highlights (docs/decisions/124-browse-and-highlights-urls.md).
const CategoryPage = lazy(() => import("./category-route"));
const HighlightsPage = lazy(() => import("../features/highlights/components/highlights-page"));
const MyLibraryPage = lazy(() => import("../features/my-library/components/my-library-page"));
const ListeningLogPage = lazy(() => import("../features/listening-log/components/listening-log-page"));
const LoginPage = lazy(() => import("../features/auth/components/login-page"));
const UnsubscribePage = lazy(() => import("../features/subscription/components/unsubscribe-page"));
const PaymentSuccessNotice = lazy(() =>
  import("../features/subscription/components/payment-success-notice").then((m) => ({ default: m.PaymentSuccessNotice })),
);

/** A page without the layout (login, unsubscribe); on load it shows the first screen the worker rendered, if any. */
function Standalone({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <div className={location.key === "default" ? undefined : "animate-fade-in"}>
      <Suspense fallback={firstScreen() ?? <Spinner label="Loading..." />}>{children}</Suspense>
    </div>
  );
}

/** /book/{id}/{sessionId}: a checkout started on this book page came back here (docs/product.md, "Subscriptions"). */
function CheckoutReturnNotice() {
  const { sessionId } = useParams();
  // Only checkout session ids (cs_...): any other trailing segment just shows the book.
  return sessionId?.startsWith("cs_") ? <PaymentSuccessNotice /> : null;
}

const signedIn = (page: ReactNode) => <RequireSignedIn>{page}</RequireSignedIn>;
const admin = (page: ReactNode) => (
  <RequireSignedIn>
    <RequireAdmin>{page}</RequireAdmin>
  </RequireSignedIn>
);

/**
 * The route table of spec section 2, matched in order (most specific path first; web/src/lib/router).
 * The app uses no loaders or actions, and its own small router keeps react-router (about 13 KiB gzip)
 * out of every route's first JavaScript (docs/decisions/092-fast-on-phones.md).
 */
const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: "/", element: signedIn(<HomePage />) },
      {
        path: "/payment-success/:sessionId",
        element: signedIn(
          <>
            <PaymentSuccessNotice />
            <HomePage />
          </>,
        ),
      },
      { path: "/book/:id/admin", element: admin(<BookAdminPage />) },
      {
        path: "/book/:id/:sessionId?",
        element: signedIn(
          <>
            <CheckoutReturnNotice />
            <BookDetailsPage />
          </>,
        ),
      },
      { path: "/category/:topic", element: signedIn(<CategoryPage />) },
      { path: "/highlights", element: signedIn(<HighlightsPage />) },
      { path: "/my-library", element: signedIn(<MyLibraryPage />) },
      { path: "/listening-log", element: signedIn(<ListeningLogPage />) },
      { path: "/bulk-processing", element: admin(<BulkProcessingPage />) },
      { path: "/admin/email", element: admin(<AdminEmailPage />) },
      { path: "/admin/privileges", element: admin(<AdminPrivilegesPage />) },
    ],
  },
  { path: "/home", element: <Navigate to="/" replace /> },
  {
    path: "/login",
    element: (
      <Standalone>
        <LoginPage />
      </Standalone>
    ),
  },
  { path: "/unsubscribe", element: <Standalone>{signedIn(<UnsubscribePage />)}</Standalone> },
  { path: "*", element: <UnknownPath /> },
];

export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      {useRoutes(routes)}
    </>
  );
}

// Any 401 (docs/product.md, "Session"): sign out locally and go to /login, keeping the full target path.
setUnauthorizedHandler(() => {
  useSession.getState().clear();
  const { pathname, search, hash } = window.location;
  if (pathname !== "/login") navigation.navigate(loginPathFor({ pathname, search, hash }), { replace: true });
});
