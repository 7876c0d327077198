/** GET /config: public runtime settings the SPA reads at start-up, so one build serves every environment. */

/** Real Stripe with a key; the checkout simulator outside production; otherwise no billing at all. */
export type BillingMode = "stripe" | "simulator" | "unavailable";

export interface RuntimeConfig {
  googleClientId: string;
  devIdentity: boolean;
  dailyLimitSeconds: number;
  billing: BillingMode;
  /** Mixpanel project token; empty: analytics is off and mixpanel-browser is never loaded. */
  mixpanelToken: string;
  /** Mixpanel API host (track, engage, groups, record, flags); empty for Mixpanel's own, https://api-js.mixpanel.com. */
  mixpanelApiHost: string;
  /** Share of sessions recorded for session replay, 0 to 100 (0: none). */
  mixpanelReplayPercent: number;
  /** Whether analytics asks the API host for feature flags. */
  mixpanelFeatureFlags: boolean;
  chatWidgetId: string;
  /** Public books volume search base URL. */
  booksApiBaseUrl: string;
  /** Cross-origin proxy prefix; the encoded search URL is appended. Empty: no proxy fallback. */
  booksProxyUrl: string;
}
