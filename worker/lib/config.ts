/** Typed reads of the worker's vars, with the defaults docs/product.md gives. */
export function dailyLimitSeconds(env: Env): number {
  const value = Number(env.DAILY_LIMIT_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : 600;
}

export function isProduction(env: Env): boolean {
  return env.ENVIRONMENT === "production";
}

/**
 * Offline features (the dev identity issuer, the dev routes, the checkout simulator) exist only where
 * ENVIRONMENT says `development` explicitly: a missing var, staging or a hand-built config gets none
 * of them (docs/decisions/081-offline-mode-only-in-development.md).
 */
export function offlineFeaturesEnabled(env: Env): boolean {
  return env.ENVIRONMENT === "development";
}

/** The offline identity issuer: on only in development, and only when DEV_IDENTITY asks for it. */
export function devIdentityEnabled(env: Env): boolean {
  return env.DEV_IDENTITY === "on" && offlineFeaturesEnabled(env);
}

/** MIXPANEL_RECORD_SESSIONS_PERCENT as a share of sessions, 0 to 100; unset or not a number: 0 (no replay). */
export function mixpanelReplayPercent(env: Env): number {
  const value = Number(env.MIXPANEL_RECORD_SESSIONS_PERCENT?.trim() || 0);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export function mixpanelFeatureFlagsEnabled(env: Env): boolean {
  return env.MIXPANEL_FLAGS === "on";
}

export function externalTimeoutMs(env: Env): number {
  const value = Number(env.EXTERNAL_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 4000;
}

/** Open Library's base URL, or "offline" for the bundled local catalog (worker/services/catalog). */
export function openLibraryBaseUrl(env: Env): string {
  return env.OPEN_LIBRARY_BASE_URL?.trim() || "https://openlibrary.org";
}

/**
 * The Google Books API base the worker looks volumes up in when a user adds one, or "offline" for
 * the bundled volumes (worker/services/catalog). The browser's own search uses GOOGLE_BOOKS_API_URL.
 */
export function googleBooksLookupUrl(env: Env): string {
  return env.GOOGLE_BOOKS_LOOKUP_URL?.trim() || "https://www.googleapis.com/books/v1";
}

const INSECURE_DEV_SECRET = "dev-only-insecure-session-secret-do-not-deploy";

/**
 * Refuses to run any environment but `development` with missing or development-only settings:
 * the dev session secret or the dev identity issuer would let anyone mint a session.
 */
export function assertDeployableConfig(env: Env): void {
  if (offlineFeaturesEnabled(env)) return;
  const name = env.ENVIRONMENT ? `ENVIRONMENT=${env.ENVIRONMENT}` : "an environment without ENVIRONMENT";
  const problems: string[] = [];
  if (!env.SESSION_SECRET || env.SESSION_SECRET === INSECURE_DEV_SECRET || env.SESSION_SECRET.length < 32)
    problems.push("SESSION_SECRET must be set to a random value of at least 32 characters (not the development one)");
  if (env.DEV_IDENTITY === "on") problems.push("DEV_IDENTITY must be off outside development");
  if (!env.GOOGLE_CLIENT_ID) problems.push("GOOGLE_CLIENT_ID must be set");
  if (env.STRIPE_SECRET_KEY && (!env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_ID))
    problems.push("STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set with STRIPE_SECRET_KEY");
  if (problems.length) throw new Error(`Refusing to start ${name}: ${problems.join("; ")}`);
}
