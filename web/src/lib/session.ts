import { create } from "zustand";
import { ApiClientError, api, getToken, setToken } from "./api-client";
import { canAccessPremiumContent, isAdminUser, isSubscribed, type UserInfo } from "./user";

/** Listeners for analytics and chat: told on sign-in, sign-in failure and sign-out. */
export interface SessionListener {
  onSignIn?(user: UserInfo): void;
  onSignInFailed?(reason: string): void;
  onSignOut?(): void;
}
const listeners = new Set<SessionListener>();
export function addSessionListener(listener: SessionListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** idle: not checked yet; checking: loading user info; ready: known (user or anonymous); unreachable: the check got no answer. */
  status: "idle" | "checking" | "ready" | "unreachable";
  checkAuth(): Promise<void>;
  login(googleToken: string): Promise<boolean>;
  reloadUser(): Promise<void>;
  logout(): Promise<void>;
  /** Local sign-out without calling the API (after a 401 or a failed user-info). */
  clear(): void;
  /** Applies a local change to the loaded user (optimistic updates). */
  patchUser(update: (user: UserInfo) => UserInfo): void;
}

let inflightCheck: Promise<void> | null = null;

/** A session check that gets no answer in this time counts as unreachable rather than waiting forever. */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

export const useSession = create<SessionState>()((set, get) => ({
  token: getToken(),
  user: null,
  status: "idle",

  async checkAuth() {
    const token = getToken();
    if (!token) {
      set({ token: null, user: null, status: "ready" });
      return;
    }
    if (get().user) return;
    inflightCheck ??= (async () => {
      set({ status: "checking", token });
      try {
        const user = await api("POST /user/user-info", { signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS) });
        set({ user, status: "ready" });
      } catch (err) {
        // A failed check removes the token and signs out locally. A request that never got
        // an answer (offline, timed out) says nothing about the session: keep it and let the guard
        // offer a retry (docs/decisions/100-session-check-offline.md).
        if (err instanceof ApiClientError) get().clear();
        else set({ status: "unreachable" });
      } finally {
        inflightCheck = null;
      }
    })();
    return inflightCheck;
  },

  async login(googleToken) {
    setToken(null); // a stale token would make the login call itself a 401
    try {
      const { accessToken } = await api("POST /user/login", { body: { googleToken } });
      if (!accessToken) throw new Error("No access token");
      setToken(accessToken);
      set({ token: accessToken, user: null, status: "idle" });
      await get().checkAuth();
      const user = get().user;
      if (!user) throw new Error("Failed to load user info");
      for (const l of listeners) l.onSignIn?.(user);
      return true;
    } catch (err) {
      for (const l of listeners) l.onSignInFailed?.(err instanceof Error ? err.message : "sign-in failed");
      return false;
    }
  },

  async reloadUser() {
    if (!getToken()) return;
    try {
      const user = await api("POST /user/user-info");
      set({ user, status: "ready" });
    } catch (err) {
      // Failing to load user info signs out locally (but not when there was no answer at all).
      if (err instanceof ApiClientError) get().clear();
    }
  },

  async logout() {
    if (getToken()) await api("POST /user/logout").catch(() => undefined);
    get().clear();
  },

  clear() {
    const wasSignedIn = !!get().user;
    setToken(null);
    set({ token: null, user: null, status: "ready" });
    if (wasSignedIn) for (const l of listeners) l.onSignOut?.();
  },

  patchUser(update) {
    const user = get().user;
    if (user) set({ user: update(user) });
  },
}));

// Selectors (the header reads these).
export const selectUser = (s: SessionState) => s.user;
export const selectIsAuthenticated = (s: SessionState) => !!s.user;
export const selectIsAdmin = (s: SessionState) => isAdminUser(s.user);
export const selectCanAccessPremiumContent = (s: SessionState) => canAccessPremiumContent(s.user);
export const selectSubscribed = (s: SessionState) => isSubscribed(s.user);
