import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One real server for all journeys (built first when run outside turbo).
    globalSetup: ["@orbis/testkit/vitest/globalSetup"],
    setupFiles: ["@orbis/testkit/vitest/serverLogOnFailure"],
    // One browser at a time: the machines running these have two cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
