import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files that take longest (their own servers, playback at 1x, axe on every screen),
 * longest first, measured in CI (bench/history.md, decision 180). They start first so that the two files running at a
 * time end together; left to Vitest, a fresh clone (no timings cached) starts the largest files first, and the last
 * minute of the run was one long file on its own.
 */
const LONGEST = ["accessibility", "reader-progress", "content-security", "allowance", "read-along", "crash-recovery"];

const rank = (file: TestSpecification) => {
  const found = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return found === -1 ? LONGEST.length : found;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the other files keep Vitest's own order (failed, then longer, by its cache).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
