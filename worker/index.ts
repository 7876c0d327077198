import { app } from "./app";
import { assertDeployableConfig } from "./lib/config";
import { costMetricsRequested, withCostMetrics } from "./lib/cost-metrics";
import { sweepAbandonedJobs } from "./jobs/sweep";
import { REVIEW_EMAIL_CRON, startReviewEmails } from "./jobs/review-email";
import { handleQueue } from "./queue/handler";
import type { JobMessage } from "./queue/messages";

// The ledger with its development hooks; production builds export the ledger itself (vite.config.ts).
export { DevListeningLedger as ListeningLedger } from "./listening/ledger-dev";

export default {
  fetch(request, env, ctx) {
    assertDeployableConfig(env);
    // The bench's cost table only (development, COST_METRICS=on, and the request asks): docs/decisions/045.
    if (costMetricsRequested(request, env)) return withCostMetrics(env, (counted) => app.fetch(request, counted, ctx));
    return app.fetch(request, env, ctx);
  },
  async queue(batch, env) {
    assertDeployableConfig(env);
    await handleQueue(batch, env);
  },
  async scheduled(controller, env) {
    assertDeployableConfig(env);
    if (controller.cron === REVIEW_EMAIL_CRON) await startReviewEmails(env, controller.scheduledTime);
    // Staleness is judged at the trigger's own time (Cloudflare's scheduledTime; locally, the route's `time`).
    else await sweepAbandonedJobs(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, JobMessage>;
