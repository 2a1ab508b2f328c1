import { defineConfig } from "vitest/config";
import { SlowFilesFirst } from "./src/testing/slowFilesFirst";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/globalSetup.ts"],
    // Each file builds its own app on its own database, so files need no module isolation; one
    // module graph per worker saves importing the whole server again for every file (about 2 s
    // of CPU a file on this machine, most of the suite's import time).
    isolate: false,
    // Vitest's default on two cores is one worker, which waits while a file waits on PostgreSQL,
    // a child server or libvips; two keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
