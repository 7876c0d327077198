import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { DailyTimeIndicator } from "../features/player/components/daily-time-indicator";
import { useSearchStore } from "../features/search/stores/search-store";
import { useReservedEdge } from "../lib/reserved-edge";
import { selectCanAccessPremiumContent, useSession } from "../lib/session";
import { useAfterPageLoad } from "./after-load";

// The search box and the account menu are not part of what the first screen shows: their code loads once the
// page has, and until then their slots hold boxes of the same size (docs/decisions/092-fast-on-phones.md).
type HeaderSearchComponent = typeof import("../features/search/components/header-search").HeaderSearch;
const loadHeaderSearch = () => import("../features/search/components/header-search").then((m) => m.HeaderSearch);
const AccountMenu = lazy(() => import("./account-menu-slot"));

/**
 * The search once its code has arrived, else null. Not React.lazy with a Suspense fallback: going from the box below
 * to a boundary showing it as its fallback would put a new box in its place, and whoever had focus in the old one
 * (or was typing) would lose it until the search arrived. This way the box is replaced once, by the search itself.
 */
function useHeaderSearch(loaded: boolean): HeaderSearchComponent | null {
  const [component, setComponent] = useState<HeaderSearchComponent | null>(null);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    // If the code cannot be fetched the box stays: it keeps what is typed, and a reload brings the search.
    loadHeaderSearch().then(
      (search) => live && startTransition(() => setComponent(() => search)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return component;
}

function SearchSlot({ variant, loaded }: { variant: "desktop" | "mobile"; loaded: boolean }) {
  const query = useSearchStore((s) => s.query);
  const setQuery = useSearchStore((s) => s.setQuery);
  const HeaderSearch = useHeaderSearch(loaded);
  // A real box from the first render, the size of the prerendered header's (web/index.html), so nothing moves when the
  // search arrives. Someone who reaches it (or types) before the search's code has arrived keeps focus and text then.
  const placeholder = (
    <input
      type="search"
      role="combobox"
      aria-expanded={false}
      aria-label="Search Chapterly library"
      placeholder="Search Chapterly library..."
      autoComplete="off"
      value={query}
      onChange={(e) => setQuery(e.target.value)}
      onFocus={() => useSearchStore.setState({ focusedBeforeLoad: variant })}
      onBlur={(e) => {
        // Leaving the box forgets it; being replaced by the search (the box leaves the page) does not.
        const box = e.currentTarget;
        queueMicrotask(() => box.isConnected && useSearchStore.setState({ focusedBeforeLoad: null }));
      }}
      className={`w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 ${variant === "desktop" ? "max-w-xl" : ""}`}
    />
  );
  return HeaderSearch ? <HeaderSearch variant={variant} /> : placeholder;
}

/** The avatar button's size (p-0.5 around a 36 px avatar). */
const avatarPlaceholder = <span aria-hidden="true" className="inline-block h-10 w-10 rounded-full bg-slate-100" />;

/** The header (docs/product.md, "Header and search"); features plug in here, so none of them imports another. */
export function Header() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const premium = useSession(selectCanAccessPremiumContent);
  const status = useSession((s) => s.status);
  const checkAuth = useSession((s) => s.checkAuth);
  const loaded = useAfterPageLoad();
  const reserve = useReservedEdge("top");

  useEffect(() => {
    if (token && !user && status === "idle") void checkAuth();
  }, [token, user, status, checkAuth]);

  return (
    <header ref={reserve} className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3">
        <Link
          to="/"
          onClick={() => useSearchStore.getState().clear()}
          className="flex shrink-0 items-center gap-2 font-bold text-brand-900"
          aria-label="Chapterly home"
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-lg tracking-tight">Chapterly</span>
        </Link>
        <div className="hidden flex-1 md:block">
          <SearchSlot variant="desktop" loaded={loaded} />
        </div>
        {user ? (
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            {!premium ? <DailyTimeIndicator /> : null}
            {loaded ? (
              <Suspense fallback={avatarPlaceholder}>
                <AccountMenu />
              </Suspense>
            ) : (
              avatarPlaceholder
            )}
          </div>
        ) : (
          <Link
            to="/login"
            className="ml-auto rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Login
          </Link>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden">
        <SearchSlot variant="mobile" loaded={loaded} />
      </div>
    </header>
  );
}
