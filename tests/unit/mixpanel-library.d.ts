// The parts of mixpanel-browser's own source that tests/unit/mixpanel-library.test.ts runs (the package ships them
// untyped, next to its build).
declare module "mixpanel-browser/src/request-batcher.js" {
  export interface BatcherResponse {
    httpStatusCode?: number;
    error?: string | null;
    status?: number;
    retryAfter?: string;
  }
  export class RequestBatcher {
    constructor(
      storageKey: string,
      options: {
        libConfig: Record<string, unknown>;
        sendRequestFunc: (data: unknown[], options: { timeout_ms?: number }, callback: (res: BatcherResponse) => void) => void;
        errorReporter?: (message: string, error?: unknown) => void;
        stopAllBatchingFunc?: () => void;
        usePersistence?: boolean;
      },
    );
    enqueue(item: unknown): Promise<boolean>;
    start(): Promise<void>;
    stop(): void;
  }
}

declare module "mixpanel-browser/src/utils.js" {
  export const MAX_RECORDING_MS: number;
  export const _: { truncate<T>(value: T, length: number): T };
}
