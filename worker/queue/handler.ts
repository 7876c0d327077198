import type { JobMessage } from "./messages";

/** `attempts` is the delivery number of the message (1 on first delivery). */
export type JobHandler<M extends JobMessage = JobMessage> = (message: M, env: Env, attempts: number) => Promise<void>;

const handlers: Partial<{ [K in JobMessage["type"]]: JobHandler<Extract<JobMessage, { type: K }>> }> = {};

/** Registers the consumer of one message type (each feature registers its own). */
export function onJob<K extends JobMessage["type"]>(type: K, handler: JobHandler<Extract<JobMessage, { type: K }>>) {
  (handlers as Record<string, unknown>)[type] = handler;
}

/**
 * Runs each message's handler. Delivery is at least once, so handlers are idempotent;
 * a failure retries the one message with backoff, and after max_retries it lands in the DLQ.
 */
export async function handleQueue(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  const deadLetter = batch.queue.endsWith("-dlq");
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if (deadLetter) {
        await recordDeadLetter(body, env);
      } else {
        const handler = handlers[body.type] as JobHandler | undefined;
        if (!handler) {
          console.warn(`No handler for job type ${String(body.type)}; dropping message ${message.id}`);
        } else {
          await handler(body, env, message.attempts);
        }
      }
      message.ack();
    } catch (err) {
      console.error(`Job ${message.id} (${String(body.type)}) failed on attempt ${message.attempts}:`, err);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}

const deadLetterHandlers: ((message: JobMessage, env: Env) => Promise<void>)[] = [];

/** Features that need to record a final failure (e.g. a job's error) register here. */
export function onDeadLetter(handler: (message: JobMessage, env: Env) => Promise<void>) {
  deadLetterHandlers.push(handler);
}

async function recordDeadLetter(message: JobMessage, env: Env) {
  console.error("Job moved to the dead-letter queue:", JSON.stringify(message));
  for (const handler of deadLetterHandlers) await handler(message, env);
}
