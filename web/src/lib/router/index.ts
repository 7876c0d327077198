// The app's router: a small one over the History API, in place of react-router (about 13 KiB gzip in
// every route's first JavaScript; docs/decisions/092-fast-on-phones.md). Same names as react-router's
// for the parts the app uses.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type RouteObject,
} from "./components";
export { history, pathOf, type Location, type NavigateFunction, type NavigateOptions } from "./history";
export { matchPath, type Params } from "./match";
