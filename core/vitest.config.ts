import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Property tests run hundreds of cases under coverage instrumentation; on a loaded 2-core
    // machine (CI runs every package at once) 5 s is too tight for them.
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/testing/**", "src/index.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 90 },
    },
  },
});
