import { app } from "./app";
import { assertProductionConfig } from "./lib/config";
import { handleQueue } from "./queue/handler";
import "./jobs/book-audio-job";
import "./jobs/pdf-pipeline";
import "./jobs/email-batch";
import type { JobMessage } from "./queue/messages";

export { ListeningLedger } from "./meter/listening-ledger";

export default {
  fetch(request, env, ctx) {
    assertProductionConfig(env);
    return app.fetch(request, env, ctx);
  },
  async queue(batch, env) {
    assertProductionConfig(env);
    await handleQueue(batch, env);
  },
} satisfies ExportedHandler<Env, JobMessage>;
