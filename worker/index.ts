import { app } from "./app";
import { assertDeployableConfig } from "./lib/config";
import { handleQueue } from "./queue/handler";
import "./jobs/book-audio-job";
import "./jobs/pdf-pipeline";
import "./jobs/email-batch";
import type { JobMessage } from "./queue/messages";

export { ListeningLedger } from "./meter/listening-ledger";

export default {
  fetch(request, env, ctx) {
    assertDeployableConfig(env);
    return app.fetch(request, env, ctx);
  },
  async queue(batch, env) {
    assertDeployableConfig(env);
    await handleQueue(batch, env);
  },
} satisfies ExportedHandler<Env, JobMessage>;
