/** Typed reads of the worker's vars, with the defaults the spec gives. */
export function dailyLimitSeconds(env: Env): number {
  const value = Number(env.DAILY_LIMIT_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : 600;
}

export function isProduction(env: Env): boolean {
  return env.ENVIRONMENT === "production";
}

/** The offline identity issuer is never on in production, whatever the vars say. */
export function devIdentityEnabled(env: Env): boolean {
  return env.DEV_IDENTITY === "on" && !isProduction(env);
}

export function externalTimeoutMs(env: Env): number {
  const value = Number(env.EXTERNAL_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 4000;
}

/** Open Library's base URL, or "offline" for the bundled local catalog (worker/services/catalog). */
export function openLibraryBaseUrl(env: Env): string {
  return env.OPEN_LIBRARY_BASE_URL?.trim() || "https://openlibrary.org";
}

const INSECURE_DEV_SECRET = "dev-only-insecure-session-secret-do-not-deploy";

/** Refuses to run production with missing or development-only settings. */
export function assertProductionConfig(env: Env): void {
  if (!isProduction(env)) return;
  const problems: string[] = [];
  if (!env.SESSION_SECRET || env.SESSION_SECRET === INSECURE_DEV_SECRET || env.SESSION_SECRET.length < 32)
    problems.push("SESSION_SECRET must be set to a random value of at least 32 characters");
  if (env.DEV_IDENTITY === "on") problems.push("DEV_IDENTITY must be off in production");
  if (!env.GOOGLE_CLIENT_ID) problems.push("GOOGLE_CLIENT_ID must be set");
  if (env.STRIPE_SECRET_KEY && (!env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_ID))
    problems.push("STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set with STRIPE_SECRET_KEY");
  if (problems.length) throw new Error(`Refusing to start: ${problems.join("; ")}`);
}
