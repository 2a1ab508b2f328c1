import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The server and browser tests start real processes; the machines running them have two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "kit", include: ["src/*.test.ts"] },
      },
      {
        // The helpers bound to a shared server, under the global setup the suites use.
        extends: true,
        test: {
          name: "shared server",
          include: ["src/vitest/*.test.ts"],
          globalSetup: ["src/vitest/globalSetup.ts"],
          setupFiles: ["src/vitest/serverLogOnFailure.ts"],
        },
      },
    ],
  },
});
