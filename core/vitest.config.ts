import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Sets fast-check's number of cases, raised by PROPERTY_RUNS_FACTOR (src/testing/propertyRuns.ts).
    setupFiles: ["src/testing/propertyRuns.ts"],
    // Property tests run hundreds of cases under coverage instrumentation; on a loaded 2-core
    // machine (CI runs every package at once) 5 s is too tight for them.
    testTimeout: 30_000,
    // Core is pure functions with no state between files, so one module graph per worker serves
    // every file: importing core again for each of its 200 files took most of the suite's time
    // (one worker, with coverage: 128 s isolated, 19 s not).
    isolate: false,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/testing/**", "src/index.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 90 },
    },
  },
});
