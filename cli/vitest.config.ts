import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Builds the CLI (and the server, through turbo) and starts one Orbis server for all files.
    globalSetup: ["test/globalSetup.ts"],
    setupFiles: ["@orbis/testkit/vitest/serverLogOnFailure"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
