/**
 * The D1 schema (drizzle), one file per area; drizzle.config.ts generates migrations from this index.
 */
export * from "./accounts";
export * from "./catalogue";
export * from "./reader";
export * from "./jobs";
export * from "./email";
export * from "./billing";
