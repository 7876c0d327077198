import { offlineFeaturesEnabled } from "./config";
import { emptyD1Counts, type Costs, type D1Counts } from "./cost-metrics-types";

export { emptyD1Counts } from "./cost-metrics-types";
export type { Costs, D1Counts, FlushStats } from "./cost-metrics-types";

/**
 * Development-only cost instrumentation for the bench (docs/decisions/045-cost-metrics.md): counts what one
 * request costs the platform (D1 statements and rows, KV, R2, queue messages, Durable Object calls) by wrapping
 * its env bindings in counting proxies, and answers the counts as JSON in the X-Chapterly-Cost header.
 *
 * Active only when all three hold: ENVIRONMENT=development, the var COST_METRICS=on (which vite.config.ts passes
 * only to a non-production build made with CHAPTERLY_COST_METRICS=1, i.e. the bench's), and the request asks for
 * it with the X-Chapterly-Cost header. Any other request runs on the real bindings, untouched.
 */
export const COST_HEADER = "X-Chapterly-Cost";

export const emptyCosts = (): Costs => ({
  d1: emptyD1Counts(),
  kv: { reads: 0, writes: 0, lists: 0 },
  r2: { classA: 0, classB: 0 },
  queue: { messages: 0 },
  durableObjects: {},
});

/** The var and the environment; the request header is checked separately by `costMetricsRequested`. */
export function costMetricsEnabled(env: Env): boolean {
  return env.COST_METRICS === "on" && offlineFeaturesEnabled(env);
}

export function costMetricsRequested(request: Request, env: Env): boolean {
  return costMetricsEnabled(env) && request.headers.has(COST_HEADER);
}

const isRead = (sql: string) => /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b)|pragma|explain)/i.test(sql);

/** Runs `fetch` on an env whose bindings count, and adds the counts to the answer. */
export async function withCostMetrics(env: Env, fetch: (env: Env) => Promise<Response> | Response): Promise<Response> {
  const costs = emptyCosts();
  const counted: Env = {
    ...env,
    DB: countingD1(env.DB, costs.d1),
    USAGE: countingKv(env.USAGE, costs),
    LIBRARY_VERSION: countingKv(env.LIBRARY_VERSION, costs),
    AUDIO: countingR2(env.AUDIO, costs),
    UPLOADS: countingR2(env.UPLOADS, costs),
    JOBS: countingQueue(env.JOBS, costs),
    LISTENING_LEDGER: countingDurableObjects(env.LISTENING_LEDGER, costs),
  };
  const answer = await fetch(counted);
  const response = new Response(answer.body, answer);
  response.headers.set(COST_HEADER, JSON.stringify(costs));
  return response;
}

/**
 * A D1 database (or session) whose statements count into `d1`. Statements are Proxies around the real ones; `batch`
 * maps them back to the real objects, which is all the real `batch` accepts.
 */
export function countingD1<T extends D1Database | D1DatabaseSession>(db: T, d1: D1Counts): T {
  const real = new WeakMap<object, { statement: D1PreparedStatement; read: boolean }>();
  const wrapStatement = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const read = isRead(sql);
    const count = () => {
      d1.statements++;
      if (read) d1.reads++;
      else d1.writes++;
    };
    const fromMeta = (meta: Partial<D1Meta> | undefined) => {
      d1.rowsRead += meta?.rows_read ?? 0;
      d1.rowsWritten += meta?.rows_written ?? 0;
    };
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values), sql);
        if (prop === "run" || prop === "all")
          return async () => {
            count();
            const result = await target[prop]();
            fromMeta(result.meta);
            d1.rowsReturned += result.results?.length ?? 0;
            return result;
          };
        if (prop === "raw" || prop === "first")
          return async (...args: unknown[]) => {
            count();
            const result = await (target[prop] as (...a: unknown[]) => Promise<unknown>)(...args);
            d1.rowsReturned += Array.isArray(result) ? result.length : result == null ? 0 : 1;
            // No meta through raw()/first(): run a read once more for it; a write cannot be repeated.
            if (read) fromMeta((await target.run()).meta);
            else d1.writesWithoutMeta++;
            return result;
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, { statement, read });
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql);
      if (prop === "withSession") return (constraint?: string) => countingD1((target as D1Database).withSession(constraint), d1);
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          d1.batches++;
          const results = await target.batch(statements.map((s) => real.get(s)?.statement ?? s));
          statements.forEach((s, i) => {
            const read = real.get(s)?.read ?? false;
            d1.statements++;
            if (read) d1.reads++;
            else d1.writes++;
            d1.rowsRead += results[i]?.meta?.rows_read ?? 0;
            d1.rowsWritten += results[i]?.meta?.rows_written ?? 0;
            d1.rowsReturned += results[i]?.results?.length ?? 0;
          });
          return results;
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function countingKv(kv: KVNamespace, costs: Costs): KVNamespace {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "get" || prop === "getWithMetadata") costs.kv.reads += Array.isArray(args[0]) ? args[0].length : 1;
        else if (prop === "put" || prop === "delete") costs.kv.writes++;
        else if (prop === "list") costs.kv.lists++;
        return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
      };
    },
  });
}

function countingR2(bucket: R2Bucket, costs: Costs): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "get" || prop === "head") costs.r2.classB++;
        else costs.r2.classA++;
        return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
      };
    },
  });
}

function countingQueue<T>(queue: Queue<T>, costs: Costs): Queue<T> {
  return new Proxy(queue, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "send") costs.queue.messages++;
        else if (prop === "sendBatch") costs.queue.messages += [...(args[0] as Iterable<unknown>)].length;
        return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
      };
    },
  });
}

function countingDurableObjects<T extends Rpc.DurableObjectBranded | undefined>(
  namespace: DurableObjectNamespace<T>,
  costs: Costs,
): DurableObjectNamespace<T> {
  const countingStub = (stub: DurableObjectStub<T>) =>
    new Proxy(stub, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        // An RPC stub answers every name with a remote method; `then` must stay untouched (the stub is not a promise).
        if (typeof prop !== "string" || prop === "then" || prop === "id" || prop === "name" || typeof value !== "function")
          return value;
        return (...args: unknown[]) => {
          costs.durableObjects[prop] = (costs.durableObjects[prop] ?? 0) + 1;
          return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
        };
      },
    });
  return new Proxy(namespace, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "get" || prop === "getByName")
        return (...args: unknown[]) =>
          countingStub(Reflect.apply(value as (...a: unknown[]) => DurableObjectStub<T>, target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
