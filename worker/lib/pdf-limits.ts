/** The PDF upload's limits, read by the body-limit middleware (before the body) and by the upload route (after). */
export const DEFAULT_PDF_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_PDF_MAX_PAGES = 2000;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const pdfMaxBytes = (env: Env) => positiveInt(env.PDF_MAX_BYTES, DEFAULT_PDF_MAX_BYTES);
export const pdfMaxPages = (env: Env) => positiveInt(env.PDF_MAX_PAGES, DEFAULT_PDF_MAX_PAGES);
