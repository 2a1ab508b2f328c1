import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/globalSetup.ts"],
    // Each file builds its own app on its own database, so files need no module isolation; one
    // module graph per worker saves importing the whole server again for every file (about 1.5 s
    // of CPU a file on this machine, most of the suite's import time).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
