/**
 * Compile-time check, run by `npm run typecheck` (tsconfig.worker.json): every route of the shared
 * contract (shared/contract/routes.ts) exists in the worker's router, answers what the contract
 * says, and accepts the body the SPA sends. A route that drifts fails the typecheck here, and a
 * contract change fails it in the SPA, so both sides always change together.
 */
import type { AppType } from "../../../worker/app";
import type { ApiRoutes, RouteKey } from "../../../shared/contract";

import type { ExtractSchema } from "hono/types";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";

type Split<K> = K extends `${infer M} ${infer P}` ? [Lowercase<M>, P] : never;

/** The app's schema is a union (one member per mounted sub-app), so the lookup distributes over it. */
type Lookup<S, P, M> = S extends unknown ? (P extends keyof S ? (M extends keyof S[P] ? S[P][M] : never) : never) : never;

/** The router's entry for a contract key ("GET /library/search" → schema["/api/v1/library/search"]["$get"]). */
type Endpoint<Schema, K> =
  Split<K> extends [infer M extends string, infer P extends string]
    ? [Lookup<Schema, `/api/v1${P}`, `$${M}`>] extends [never]
      ? "no such route in the worker"
      : Lookup<Schema, `/api/v1${P}`, `$${M}`>
    : never;

/** Only successful JSON answers count: error envelopes are the client's exception path. */
type SuccessOutput<E> = E extends { output: infer O; status: infer S }
  ? [S] extends [ClientErrorStatusCode | ServerErrorStatusCode]
    ? never
    : O
  : never;

type JsonInput<E> = E extends { input: { json: infer J } } ? J : E extends { input: { form: unknown } } ? FormData : undefined;

type BodyMatches<K extends RouteKey, E> = ApiRoutes[K] extends { body: infer B }
  ? [B] extends [JsonInput<E>]
    ? true
    : false
  : true;

/** true when route K answers and accepts what the contract says; otherwise a description of the drift. */
export type Conforms<App, K extends RouteKey> =
  Endpoint<ExtractSchema<App>, K> extends infer E
    ? E extends string
      ? `${K}: ${E}`
      : [SuccessOutput<E>] extends [never]
        ? `${K}: no typed JSON answer`
        : [SuccessOutput<E>] extends [ApiRoutes[K]["response"]]
          ? BodyMatches<K, E> extends true
            ? true
            : `${K}: body differs from the contract`
          : `${K}: answer differs from the contract`
    : never;

type Drift = { [K in RouteKey]: Conforms<AppType, K> extends true ? never : Conforms<AppType, K> }[RouteKey];

/** Fails to compile, naming the route, when any route drifts. */
export const everyRouteConforms: [Drift] extends [never] ? true : Drift = true;
