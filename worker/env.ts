import type { TimingVariables } from "hono/timing";
import type { Database } from "./db/client";
import type { User } from "./db/schema";

/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them. */
declare global {
  interface Env {
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_PRICE_ID?: string;
    EMAIL_API_KEY?: string;
    /** Mixpanel project token: analytics is off without it (worker/routes/config.ts). */
    MIXPANEL_TOKEN?: string;
    /** Mixpanel's API host, when not Mixpanel's own (e.g. https://api-eu.mixpanel.com or a proxy). */
    MIXPANEL_API_HOST?: string;
    /** Share of sessions recorded for session replay, 0 to 100; unset: none. */
    MIXPANEL_RECORD_SESSIONS_PERCENT?: string;
    /** "on": analytics asks the API host for feature flags. */
    MIXPANEL_FLAGS?: string;
    CHAT_WIDGET_ID?: string;
    /** Upload limits of the PDF pipeline (defaults 50 MB and 2000 pages). */
    PDF_MAX_BYTES?: string;
    PDF_MAX_PAGES?: string;
    /** Set by the Vite dev runtime only: read a refused request body to its end (worker/middleware/body-limits.ts). */
    DRAIN_REFUSED_BODIES?: string;
    /** Set by `npm run dev` only (a new random value each run): what POST /api/v1/dev/demo-audio requires. */
    DEMO_AUDIO_SECRET?: string;
    /** Set by `npm run dev` only: the loopback address of its speech helper (scripts/speech-helper.ts). */
    SPEECH_HELPER_URL?: string;
    /** Set only in the bench's local build (CHAPTERLY_COST_METRICS=1): per-request cost counts (worker/lib/cost-metrics.ts). */
    COST_METRICS?: string;
  }
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("./index");
    }
  }
}

export interface AppEnv {
  Bindings: Env;
  Variables: TimingVariables & {
    requestId: string;
    db: Database;
    /** The signed-in user, loaded with the session; null for anonymous callers. */
    user: User | null;
    sessionId: string | null;
    tokenState: "absent" | "invalid" | "valid";
    /** The response is the asset server's index.html, which keeps its own headers (worker/lib/app-shell.ts). */
    appShell?: boolean;
  };
}
