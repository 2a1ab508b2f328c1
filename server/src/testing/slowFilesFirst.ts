import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/*
 * Vitest hands test files to free workers from one queue. In a fresh clone it has no timings yet
 * and starts the largest files first, so a short file that runs for minutes (the crash-recovery
 * and hostile-input suites) can be picked up last and leave one worker running alone at the end.
 * The files below, the slowest in a measured run (the seconds each took on this project's
 * 2-core machine, both database engines, in the comments), start first; every other file keeps
 * vitest's own order after them.
 */

/** Test files measured slowest, slowest first (paths relative to the package). */
export const SLOW_FILES: readonly string[] = [
  "src/journey.test.ts", // 64
  "src/crashRecovery.test.ts", // 54
  "src/http/hostileInput.test.ts", // 31
  "src/modules/tours/files/upload.test.ts", // 30
  "src/infra/createDeps.test.ts", // 21
  "src/infra/speech/localSpeechEngine.test.ts", // 20
  "src/infra/jobs/bullQueue.test.ts", // 18
  "src/infra/jobs/inProcessQueue.test.ts", // 18
  "src/modules/storage/planQuotas.test.ts", // 17
  "src/modules/interop/import.test.ts", // 16
  "src/modules/publishing/tourPage.browser.test.ts", // 11
];

/** Where a file stands in {@link SLOW_FILES}; the files not named there come after. */
export const slowRank = (path: string): number => {
  const rank = SLOW_FILES.indexOf(path);
  return rank === -1 ? SLOW_FILES.length : rank;
};

/** Vitest's sequencer, with the known slow files moved to the front. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) =>
      slowRank(relative(spec.project.config.root, spec.moduleId).split("\\").join("/"));
    // Array.prototype.sort is stable: vitest's order holds among equals.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
