/**
 * Everything the app starts besides React: the service worker (updates), and the optional
 * analytics and live chat, configured from GET /api/v1/config (docs/product.md, "Third parties"). With no
 * posthogKey and no chatWidgetId nothing third-party is loaded or contacted.
 */
import type { Location } from "../lib/router";
import { capturePageVisitedEarlier, initAnalytics } from "../lib/analytics";
import { initLiveChat } from "../lib/live-chat";
import { loadRuntimeConfig } from "../lib/runtime-config";
import { addSessionListener, useSession } from "../lib/session";
import { trackSignInFailure, trackSignInSuccess, trackSignOut, trackUser, trackedUserKey } from "../lib/user-tracking";
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

let started = false;

export function startAppServices() {
  if (started) return;
  started = true;
  registerServiceWorker();
  trackSession();
  // These services load after the first screen (docs/decisions/092): pages visited before posthog-js
  // starts are kept and sent once it does; from then on it follows the router's history itself.
  const visited: Location[] = [];
  const stopListening = navigation.subscribe((location) => visited.push(location), { replay: true });
  void loadRuntimeConfig().then(async (config) => {
    initLiveChat({ widgetId: config.chatWidgetId });
    const on = await initAnalytics({ key: config.posthogKey, host: config.posthogHost });
    stopListening();
    // posthog-js records the page it starts on; the ones before it are sent now.
    if (on)
      for (const { pathname, search } of visited.slice(0, -1))
        capturePageVisitedEarlier(`${window.location.origin}${pathname}${search}`);
  });
}
