import { lazy, Suspense, type ReactNode } from "react";
import { createBrowserRouter, Navigate, useParams } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { setUnauthorizedHandler } from "../lib/api-client";
import { useSession } from "../lib/session";
import { loginPathFor, RequireAdmin, RequireSignedIn } from "./guards";
import { PaymentSuccessNotice } from "../features/subscription";
import { MainLayout } from "./main-layout";
import { UnknownPath } from "./unknown-path";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { PlanButton } from "../features/subscription/components/plan-button";

// Loaded on demand (spec 2): home, book details, admin email, admin privileges.
// Home composes the library overview with the full search view (app/home-route.tsx).
const HomePage = lazy(() => import("./home-route"));
const BookDetailsPage = lazy(() => import("../features/library/components/book-details-page"));
const AdminEmailPage = lazy(() => import("../features/email-center/components/email-center-page"));
const AdminPrivilegesPage = lazy(() => import("../features/privileges/components/privileges-page"));
const BookAdminPage = lazy(() => import("../features/book-admin/components/book-admin-page"));
const BulkProcessingPage = lazy(() => import("../features/bulk-processing/components/bulk-processing-page"));
const LoginPage = lazy(() => import("../features/auth/components/login-page"));
const UnsubscribePage = lazy(() => import("../features/subscription/components/unsubscribe-page"));

function Standalone({ children }: { children: ReactNode }) {
  return (
    <div className="animate-fade-in">
      <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
    </div>
  );
}

/** /book/{id}/{sessionId}: a checkout started on this book page came back here (spec 2, 4). */
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

/** The route table of spec section 2. */
export const router = createBrowserRouter([
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
            <BookDetailsPage
              renderListening={({ book, chapters }) => (
                <BookListeningPanel book={book} chapters={chapters} upgradeAction={<PlanButton />} />
              )}
            />
          </>,
        ),
      },
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
]);

// Any 401 (spec 4, 8): sign out locally and go to /login, keeping the full target path.
setUnauthorizedHandler(() => {
  useSession.getState().clear();
  const { pathname, search, hash } = window.location;
  if (pathname !== "/login") void router.navigate(loginPathFor({ pathname, search, hash }), { replace: true });
});
