import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Builds the CLI (and the server, through turbo) and starts one Orbis server for all files.
    globalSetup: ["test/globalSetup.ts"],
    setupFiles: ["@orbis/testkit/vitest/serverLogOnFailure"],
    // The commands run as child processes against the one server: the files need no module
    // isolation, and importing the test kit once per worker instead of per file saves ~10 %.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
