/**
 * Everything the app starts besides React: the service worker (updates, offline downloads), and the optional
 * analytics and live chat, configured from GET /api/v1/config (docs/product.md, "Third parties"). With no
 * mixpanelToken and no chatWidgetId nothing third-party is loaded or contacted.
 */
import { keepDownloadsForPremium } from "../features/offline/lib/offline-start";
import { capturePageView, initAnalytics } from "../lib/analytics";
import { initLiveChat } from "../lib/live-chat";
import { loadRuntimeConfig } from "../lib/runtime-config";
import { canAccessPremiumContent } from "../lib/user";
import { addSessionListener, useSession } from "../lib/session";
import { trackSignInFailure, trackSignInSuccess, trackSignOut, trackUser, trackedUserKey } from "../lib/user-tracking";
import { whenSettled } from "./after-load";
import { navigation } from "./navigation";
import { registerServiceWorker } from "./service-worker";

/**
 * Identify/reset and sign-in events follow the session store: a restored session identifies the
 * user too; the sign-in events come from the store's listeners (web/src/lib/session.ts).
 */
export function trackSession() {
  let lastKey: string | null = null;
  const follow = () => {
    const user = useSession.getState().user;
    const key = user ? trackedUserKey(user) : null;
    if (key === lastKey) return;
    lastKey = key;
    if (user) trackUser(user);
  };
  follow();
  const unsubscribe = useSession.subscribe(follow);
  const removeListener = addSessionListener({
    onSignIn: () => trackSignInSuccess(),
    onSignInFailed: (reason) => trackSignInFailure(reason),
    onSignOut: () => {
      lastKey = null;
      trackSignOut();
    },
  });
  return () => {
    unsubscribe();
    removeListener();
  };
}

/** Downloads stay only with a premium reader: checked at each start with a network and on each session change. */
function followDownloads() {
  let last: unknown = null;
  const check = () => {
    const { status, user } = useSession.getState();
    const key = status === "ready" ? `${user?.email ?? ""}|${canAccessPremiumContent(user)}` : null;
    if (key === null || key === last) return;
    last = key;
    void keepDownloadsForPremium({ status, user }, navigator.onLine).catch(() => undefined);
  };
  check();
  useSession.subscribe(check);
}

let started = false;

export function startAppServices() {
  if (started) return;
  started = true;
  whenSettled(registerServiceWorker);
  trackSession();
  followDownloads();
  // Every page the router shows is a page view with its own address (docs/decisions/103), from the first one on:
  // those before mixpanel-browser starts (it loads after the first screen, 092) are held and sent once it does.
  navigation.subscribe((location) => capturePageView(location), { replay: true });
  void loadRuntimeConfig().then(async (config) => {
    initLiveChat({ widgetId: config.chatWidgetId });
    await initAnalytics({
      token: config.mixpanelToken,
      apiHost: config.mixpanelApiHost,
      replayPercent: config.mixpanelReplayPercent,
      featureFlags: config.mixpanelFeatureFlags,
    });
  });
}
