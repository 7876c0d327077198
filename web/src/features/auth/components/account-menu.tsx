import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { selectCanAccessPremiumContent, selectIsAdmin, selectUser, useSession } from "../../../lib/session";
import { initials } from "../../../lib/user";
import { useDisclosureMenu } from "../lib/use-disclosure-menu";

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

/**
 * The user dropdown (docs/product.md, "Header and search"): avatar, name, email, plan, actions; its keys and closing
 * rules are useDisclosureMenu's.
 */
export function AccountMenu({ usageBadge, freePlanBlock, planButton, reviewDue }: AccountMenuSlots) {
  const user = useSession(selectUser);
  const premium = useSession(selectCanAccessPremiumContent);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const menu = useDisclosureMenu();

  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const badge = premium ? (
    <span aria-hidden className="absolute -right-1 -top-1 rounded-full bg-amber-400 p-0.5 shadow" title="Premium">
      <CrownIcon className="h-3 w-3 text-amber-900" />
    </span>
  ) : (
    usageBadge
  );

  async function onLogout() {
    menu.close();
    await logout();
    navigate("/login", { replace: true });
  }

  return (
    <div {...menu.rootProps} className="relative">
      <button {...menu.buttonProps} type="button" className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100">
        <span className="sr-only">Account menu for {fullName}</span>
        <Avatar src={user.profile_image_url} initials={initials(user)} badge={badge} />
      </button>
      {menu.open ? (
        <div
          {...menu.panelProps}
          className="absolute right-0 z-40 mt-2 w-[min(20rem,calc(100vw-1rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <div className="flex items-center gap-3">
            <Avatar src={user.profile_image_url} initials={initials(user)} size="h-11 w-11" badge={badge} />
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
            <AccountLinks premium={premium} reviewDue={reviewDue} onNavigate={menu.close} />
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

const LINK = "rounded-lg px-3 py-2 text-sm hover:bg-slate-100";

function AccountLinks({ premium, reviewDue, onNavigate }: { premium: boolean; reviewDue?: number | null; onNavigate(): void }) {
  const isAdmin = useSession(selectIsAdmin);
  return (
    <>
      {isAdmin ? (
        <nav aria-label="Admin" className="flex flex-col gap-1 border-t border-slate-100 pt-2">
          {ADMIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to} onClick={onNavigate} className={LINK}>
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <nav aria-label="Your reading" className="flex flex-col gap-1 border-t border-slate-100 pt-2">
        {(premium ? [...READER_LINKS, ...PREMIUM_READER_LINKS] : READER_LINKS).map((link) => (
          <Link key={link.to} to={link.to} onClick={onNavigate} className={LINK}>
            {link.label}
            {link.to === "/review" && reviewDue ? " " : null}
            {link.to === "/review" && reviewDue ? (
              <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{reviewDue} due</span>
            ) : null}
          </Link>
        ))}
      </nav>
    </>
  );
}

function CrownIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
    </svg>
  );
}
