import type { Database } from "./db/client";

/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them. */
declare global {
  interface Env {
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_PRICE_ID?: string;
    EMAIL_API_KEY?: string;
    POSTHOG_KEY?: string;
    CHAT_WIDGET_ID?: string;
  }
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("./index");
    }
  }
}

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Database;
    auth: AuthenticatedUser | null;
  };
}
