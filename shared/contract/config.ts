/** GET /config: public runtime settings the SPA reads at start-up, so one build serves every environment. */

/** Real Stripe with a key; the checkout simulator outside production; otherwise no billing at all. */
export type BillingMode = "stripe" | "simulator" | "unavailable";

export interface RuntimeConfig {
  googleClientId: string;
  devIdentity: boolean;
  dailyLimitSeconds: number;
  billing: BillingMode;
  posthogKey: string;
  /** Empty for PostHog's US cloud. */
  posthogHost: string;
  chatWidgetId: string;
  /** Public books volume search base URL. */
  booksApiBaseUrl: string;
  /** Cross-origin proxy prefix; the encoded search URL is appended. Empty: no proxy fallback. */
  booksProxyUrl: string;
}
