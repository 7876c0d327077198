import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The closed set of error codes the API answers with, and the one status of each (tests/unit/error-codes.test.ts).
 * Clients branch on `code`; `message` is for people.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  INVALID_PDF: 400,
  PDF_ENCRYPTED: 400,
  PDF_TOO_MANY_PAGES: 400,
  INVALID_ID_TOKEN: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  DAILY_LIMIT_REACHED: 403,
  INVALID_SIGNATURE: 403,
  NOT_FOUND: 404,
  NO_FULL_AUDIO: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  LAST_SUPER_USER: 409,
  CONFIRMATION_REQUIRED: 409,
  HISTORY_FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  PDF_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  /** A free listener's stream past the day's served audio: 416, which media elements take as "no more bytes here". */
  DAILY_LIMIT_STREAM_END: 416,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  BILLING_UNAVAILABLE: 502,
  EXTERNAL_CATALOG_UNAVAILABLE: 503,
  NOT_CONFIGURED: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string };
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export function errorBody(code: ErrorCode, message: string): ErrorEnvelope {
  return { error: { code, message } };
}

const CODE_FOR_HTTP_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Turns anything thrown by a handler into the one error envelope. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    // Hono's own body parsers throw 400 "Malformed JSON in request body".
    if (err.status === 400 && /json/i.test(err.message))
      return new ApiError("INVALID_JSON", "The request body is not valid JSON.");
    const code = CODE_FOR_HTTP_STATUS[err.status];
    if (code) return new ApiError(code, err.message || code);
  }
  return new ApiError("INTERNAL_ERROR", "Something went wrong on our side. Please try again.");
}

export function handleError(err: unknown, c: Context) {
  const apiError = toApiError(err);
  if (apiError.status >= 500) console.error(`[${c.get("requestId") ?? "-"}]`, err);
  return c.json(errorBody(apiError.code, apiError.message), apiError.status);
}
