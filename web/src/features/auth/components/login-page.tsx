import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { loadRuntimeConfig, type RuntimeConfig } from "../../../lib/runtime-config";
import { useSession } from "../../../lib/session";
import { requestDevIdToken } from "../api/dev-identity";
import { GoogleIdentity, safeRedirect } from "../lib/google-identity";

const DEMO_ACCOUNTS = [
  { email: "free@demo.chapterly.dev", name: "Frida Free", role: "Free plan" },
  { email: "premium@demo.chapterly.dev", name: "Paul Premium", role: "Premium subscriber" },
  { email: "admin@demo.chapterly.dev", name: "Ada Admin", role: "Admin" },
  { email: "super@demo.chapterly.dev", name: "Sam Super", role: "Super user" },
  { email: "reader@premium-campus.edu", name: "Rita Reader", role: "Premium domain" },
];

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const login = useSession((s) => s.login);
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadRuntimeConfig().then(setConfig);
  }, []);

  async function completeSignIn(googleToken: string, label: string) {
    setBusy(label);
    setError(null);
    const ok = await login(googleToken);
    setBusy(null);
    if (ok) navigate(redirect, { replace: true });
    else setError("Sign-in failed. Please try again.");
  }

  async function devSignIn(email: string, given: string, family: string) {
    setBusy(email);
    setError(null);
    try {
      await completeSignIn(await requestDevIdToken(email, given, family), email);
    } catch {
      setBusy(null);
      setError("Sign-in failed. Please try again.");
    }
  }

  return (
    // Top-aligned, not centred: the sign-in buttons arrive with the runtime config, and a centred card
    // would move up by half their height when they do (a layout shift; docs/decisions/092-fast-on-phones.md).
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="w-full min-w-0 max-w-md space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <div className="space-y-2 text-center">
          {/* discover="none": as the worker's first screen writes this link (no framework-mode data-discover). */}
          <Link to="/login" discover="none" className="inline-flex items-center gap-2 font-bold text-brand-900">
            <img src="/favicon.svg" alt="" className="h-9 w-9" />
            <span className="text-xl">Chapterly</span>
          </Link>
          <h1 className="text-2xl font-bold tracking-tight">Sign in to Chapterly</h1>
          <p className="text-sm text-slate-600">
            Listen to book summaries, keep your history and favourites, and pick up where you left off.
          </p>
        </div>

        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}

        {!config ? <Spinner label="Loading sign-in..." /> : null}
        {config && !config.devIdentity && config.googleClientId ? (
          <GoogleButton
            clientId={config.googleClientId}
            onCredential={(c) => void completeSignIn(c, "google")}
            onError={setError}
          />
        ) : null}
        {config && !config.devIdentity && !config.googleClientId ? (
          <p role="alert" className="text-sm text-red-800">
            Sign-in is not configured: set GOOGLE_CLIENT_ID.
          </p>
        ) : null}
        {config?.devIdentity ? <DevSignIn busy={busy} onPick={devSignIn} /> : null}
      </div>
    </main>
  );
}

function GoogleButton({
  clientId,
  onCredential,
  onError,
}: {
  clientId: string;
  onCredential(c: string): void;
  onError(m: string): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const callbacks = useRef({ onCredential, onError });
  callbacks.current = { onCredential, onError };

  useEffect(() => {
    let identity: GoogleIdentity;
    try {
      identity = new GoogleIdentity(clientId);
    } catch (err) {
      setState("failed");
      callbacks.current.onError((err as Error).message);
      return;
    }
    identity.addEventListener("credential", (e) => callbacks.current.onCredential((e as CustomEvent<string>).detail));
    identity.addEventListener("error", (e) => callbacks.current.onError((e as CustomEvent<Error>).detail.message));
    identity
      .load()
      .then(() => {
        if (container.current) identity.renderButton(container.current, window.innerWidth < 360 ? "medium" : "large");
        setState("ready");
      })
      .catch(() => {
        setState("failed");
        callbacks.current.onError(identity.errorMessage ?? "Google sign-in could not be loaded.");
      });
  }, [clientId]);

  return (
    <div className="flex min-h-10 justify-center">
      {state === "loading" ? <Spinner label="Loading Google sign-in..." /> : null}
      <div ref={container} />
    </div>
  );
}

function DevSignIn({ busy, onPick }: { busy: string | null; onPick(email: string, given: string, family: string): void }) {
  const [email, setEmail] = useState("");
  const [given, setGiven] = useState("");
  const [family, setFamily] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const local = email.split("@")[0] ?? "reader";
    onPick(email.trim(), given.trim() || local, family.trim());
  }

  return (
    <section aria-labelledby="dev-signin-heading" className="space-y-4">
      <div>
        <h2 id="dev-signin-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Offline demo sign-in
        </h2>
        <p className="text-xs text-slate-500">
          Local development signs real tokens with an offline identity issuer. Pick a demo account:
        </p>
      </div>
      <ul className="space-y-2">
        {DEMO_ACCOUNTS.map((account) => {
          const [given = "", family = ""] = account.name.split(" ");
          return (
            <li key={account.email}>
              <button
                type="button"
                disabled={!!busy}
                onClick={() => onPick(account.email, given, family)}
                className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-200 px-4 py-3 text-left transition hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
              >
                {/* On a narrow phone the role moves under the name rather than squeezing the name and address. */}
                <span className="min-w-0 flex-[1_1_11rem]">
                  <span className="block font-medium">Sign in as {account.name}</span>
                  <span className="block break-all text-xs text-slate-500">{account.email}</span>
                </span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                  {busy === account.email ? "Signing in..." : account.role}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4">
        <p className="text-sm font-medium">Or any email</p>
        <label className="block text-sm">
          <span className="text-slate-700">Email</span>
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            autoComplete="email"
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm">
            <span className="text-slate-700">First name</span>
            <input
              value={given}
              onChange={(e) => setGiven(e.target.value)}
              className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="block text-sm">
            <span className="text-slate-700">Last name</span>
            <input
              value={family}
              onChange={(e) => setFamily(e.target.value)}
              className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
        </div>
        <button
          type="submit"
          disabled={!!busy}
          className="w-full rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy && !DEMO_ACCOUNTS.some((a) => a.email === busy) ? "Signing in..." : "Sign in with email"}
        </button>
      </form>
    </section>
  );
}
