import { lazy, type ComponentType } from "react";
import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from "react-router";
import { setUnauthorizedHandler } from "../lib/api-client";
import { useSession } from "../lib/session";
import { loginPathFor, RequireAdmin, RequireSignedIn } from "./guards";
import { MainLayout } from "./main-layout";
import { followRouter, navigation } from "./navigation";
import { LoadingPage, RouteView } from "./route-view";
import { ScrollRestorationUntilLoaded } from "./scroll-restoration";
import { UnknownPath } from "./unknown-path";

// Shown only inside a page that needs it: a checkout that came back to a book page (see CheckoutReturnNotice).
const PaymentSuccessNotice = lazy(() =>
  import("../features/subscription/components/payment-success-notice").then((m) => ({ default: m.PaymentSuccessNotice })),
);

type PageModule = { default: ComponentType };

/**
 * A route whose page is its own chunk, loaded when the route is first visited (react-router's `lazy`). On the page load
 * that opens it, the route shows the first screen the worker rendered (lib/first-screen) until the chunk has arrived,
 * as the chunk's Suspense fallback did before: react-router renders a lazy route's `hydrateFallbackElement` then.
 */
function page(load: () => Promise<PageModule>, wrap?: (Page: ComponentType) => ComponentType): Partial<RouteObject> {
  return {
    lazy: async () => {
      const Page = (await load()).default;
      return { Component: wrap ? wrap(Page) : Page };
    },
    hydrateFallbackElement: <LoadingPage />,
  };
}

/** /book/{id}/{sessionId}: a checkout started on this book page came back here (docs/product.md, "Subscriptions"). */
function CheckoutReturnNotice() {
  const { sessionId } = useParams();
  // Only checkout session ids (cs_...): any other trailing segment just shows the book.
  return sessionId?.startsWith("cs_") ? <PaymentSuccessNotice /> : null;
}

const withNotice =
  (Notice: ComponentType) =>
  (Page: ComponentType): ComponentType =>
  () => (
    <>
      <Notice />
      <Page />
    </>
  );

/** A page without the layout (login, unsubscribe): fades in like any page, without the header. */
function Standalone() {
  return (
    <RouteView>
      <Outlet />
    </RouteView>
  );
}

/** Every route: back and forward put the page back where the reader left it, a new page starts at the top. */
function Root() {
  return (
    <>
      <ScrollRestorationUntilLoaded router={router} />
      <Outlet />
    </>
  );
}

/**
 * The route table of spec section 2 (react-router matches the most specific path: `/book/:id/admin` before
 * `/book/:id/:sessionId?`, `*` last; static segments ignore case). Each page is a lazy route, its own chunk
 * (index.html preloads the current route's: scripts/vite-route-preload.ts); the guards are layout routes.
 */
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RequireSignedIn />,
            children: [
              // Home composes the library overview with the full search view (app/home-route.tsx).
              { path: "/", ...page(() => import("./home-route")) },
              {
                path: "/payment-success/:sessionId",
                ...page(async () => {
                  const [home, notice] = await Promise.all([
                    import("./home-route"),
                    import("../features/subscription/components/payment-success-notice"),
                  ]);
                  return { default: withNotice(notice.PaymentSuccessNotice)(home.default) };
                }),
              },
              // Book details composes the player's listening panel (app/book-route.tsx).
              { path: "/book/:id/:sessionId?", ...page(() => import("./book-route"), withNotice(CheckoutReturnNotice)) },
              // A category view and the reader's highlights (docs/decisions/124-browse-and-highlights-urls.md).
              { path: "/category/:topic", ...page(() => import("./category-route")) },
              { path: "/highlights", ...page(() => import("../features/highlights/components/highlights-page")) },
              { path: "/review", ...page(() => import("../features/review/components/review-page")) },
              // My library composes the downloads kept on this device (app/my-library-route.tsx).
              { path: "/my-library", ...page(() => import("./my-library-route")) },
              { path: "/listening-log", ...page(() => import("../features/listening-log/components/listening-log-page")) },
              {
                element: <RequireAdmin />,
                children: [
                  { path: "/book/:id/admin", ...page(() => import("../features/book-admin/components/book-admin-page")) },
                  {
                    path: "/bulk-processing",
                    ...page(() => import("../features/bulk-processing/components/bulk-processing-page")),
                  },
                  { path: "/admin/email", ...page(() => import("../features/email-center/components/email-center-page")) },
                  { path: "/admin/privileges", ...page(() => import("../features/privileges/components/privileges-page")) },
                ],
              },
            ],
          },
        ],
      },
      { path: "/home", element: <Navigate to="/" replace /> },
      {
        element: <Standalone />,
        children: [
          { path: "/login", ...page(() => import("../features/auth/components/login-page")) },
          {
            element: <RequireSignedIn />,
            children: [{ path: "/unsubscribe", ...page(() => import("../features/subscription/components/unsubscribe-page")) }],
          },
        ],
      },
      { path: "*", element: <UnknownPath /> },
    ],
  },
];

/** The app's one router (react-router's data router, for its scroll restoration and lazy routes; no loaders or actions). */
export const router = createBrowserRouter(routes);
followRouter(router);

// Any 401 (docs/product.md, "Session"): sign out locally and go to /login, keeping the full target path.
setUnauthorizedHandler(() => {
  useSession.getState().clear();
  const { pathname, search, hash } = window.location;
  if (pathname !== "/login") navigation.navigate(loginPathFor({ pathname, search, hash }), { replace: true });
});
