// Job progress lives in worker/db/jobs.ts with the other D1 queries; this path stays for the tests that import it.
export * from "../db/jobs";
