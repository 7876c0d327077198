/**
 * The one contract between the worker and the SPA: the shapes every /api/v1 route answers and
 * takes. Types only, so importing it never adds code to either bundle
 * (the one value, EXTERNAL_BOOK_DEFAULTS, is imported from ./books itself).
 */
export type * from "./admin";
export type * from "./books";
export type * from "./browse";
export type * from "./config";
export type * from "./jobs";
export type * from "./reader";
export type * from "./review";
export type * from "./routes";
export type * from "./user";
