import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { selectCanAccessPremiumContent, selectIsAdmin, selectUser, useSession } from "../../../lib/session";
import { initials } from "../../../lib/user";

export interface AccountMenuSlots {
  /** Badge on the avatar for free users (the listening feature: pulsing at 60 s or less, red at 0). */
  usageBadge?: ReactNode;
  /** The Free Plan "Daily Listening Time" block, for free users. */
  freePlanBlock?: ReactNode;
  /** "Subscribe to Premium" or "Unsubscribe" (the subscription feature). */
  planButton?: ReactNode;
  /** How many highlights are due for review (the review feature), for premium readers; null while unknown. */
  reviewDue?: number | null;
}

const ADMIN_LINKS = [
  { to: "/bulk-processing", label: "Bulk Processing" },
  { to: "/admin/email", label: "Email Center" },
  { to: "/admin/privileges", label: "Privileges" },
];

/** Every signed-in reader's own pages. */
const READER_LINKS = [
  { to: "/my-library", label: "My library" },
  { to: "/listening-log", label: "Listening log" },
];
/** Highlights are premium content (docs/decisions/122): the link shows with premium access. */
const PREMIUM_READER_LINKS = [
  { to: "/highlights", label: "Highlights and export" },
  { to: "/review", label: "Review" },
];

type ItemTarget = "first" | "last" | "next" | "previous";
const PANEL_KEYS: Record<string, ItemTarget | undefined> = { ArrowDown: "next", ArrowUp: "previous", Home: "first", End: "last" };

/**
 * The user dropdown (docs/product.md, "Header and search"): avatar, name, email, plan, actions. A disclosure (it holds more
 * than menu items), with menu-like keys: ArrowDown/ArrowUp on the button open it on the first or
 * last action, the arrows, Home and End move between actions, Escape closes it and returns focus
 * to the button. Closes on outside click and when focus leaves it.
 */
export function AccountMenu({ usageBadge, freePlanBlock, planButton, reviewDue }: AccountMenuSlots) {
  const user = useSession(selectUser);
  const premium = useSession(selectCanAccessPremiumContent);
  const isAdmin = useSession(selectIsAdmin);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<ItemTarget | null>(null);
  const menuId = useId();

  function focusItem(target: ItemTarget) {
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)") ?? []);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index =
      target === "first"
        ? 0
        : target === "last"
          ? items.length - 1
          : target === "next"
            ? (current + 1) % items.length
            : (current - 1 + items.length) % items.length;
    items[index]!.focus();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens; focusItem reads refs only.
  useEffect(() => {
    if (open && focusOnOpen.current) focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  function onButtonKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const target = event.key === "ArrowDown" ? "first" : "last";
    if (open) focusItem(target);
    else {
      focusOnOpen.current = target;
      setOpen(true);
    }
  }

  function onPanelKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const target = PANEL_KEYS[event.key];
    if (!target) return;
    event.preventDefault();
    focusItem(target);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const crown = (
    <span aria-hidden className="absolute -right-1 -top-1 rounded-full bg-amber-400 p-0.5 shadow" title="Premium">
      <CrownIcon className="h-3 w-3 text-amber-900" />
    </span>
  );

  async function onLogout() {
    setOpen(false);
    await logout();
    navigate("/login", { replace: true });
  }

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        // Tab out of the open menu closes it; a click on its plain text (no related target) does not.
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100"
      >
        <span className="sr-only">Account menu for {fullName}</span>
        <Avatar src={user.profile_image_url} initials={initials(user)} badge={premium ? crown : usageBadge} />
      </button>
      {open ? (
        <div
          ref={panel}
          id={menuId}
          onKeyDown={onPanelKeyDown}
          className="absolute right-0 z-40 mt-2 w-[min(20rem,calc(100vw-1rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <div className="flex items-center gap-3">
            <Avatar
              src={user.profile_image_url}
              initials={initials(user)}
              size="h-11 w-11"
              badge={premium ? crown : usageBadge}
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {user.first_name} {user.last_name}
              </p>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
            </div>
          </div>
          {premium ? (
            <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-sm font-medium text-amber-800">
              <CrownIcon className="h-4 w-4" /> Premium Active
            </p>
          ) : (
            freePlanBlock
          )}
          <div className="mt-4 flex flex-col gap-2">
            {planButton}
            {isAdmin ? (
              <nav aria-label="Admin" className="flex flex-col gap-1 border-t border-slate-100 pt-2">
                {ADMIN_LINKS.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    onClick={() => setOpen(false)}
                    className="rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                  >
                    {link.label}
                  </Link>
                ))}
              </nav>
            ) : null}
            <nav aria-label="Your reading" className="flex flex-col gap-1 border-t border-slate-100 pt-2">
              {(premium ? [...READER_LINKS, ...PREMIUM_READER_LINKS] : READER_LINKS).map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                >
                  {link.label}
                  {link.to === "/review" && reviewDue ? " " : null}
                  {link.to === "/review" && reviewDue ? (
                    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      {reviewDue} due
                    </span>
                  ) : null}
                </Link>
              ))}
            </nav>
            <button
              type="button"
              onClick={() => void onLogout()}
              className="rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium hover:bg-slate-50"
            >
              Logout
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function CrownIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
    </svg>
  );
}
