import { defineConfig } from "vitest/config";

// The test server's sketch generator paints AI panoramas 1024 px wide instead of 4096 (the
// server's default, about 3 s of a core each): the AI journey waits for real images, and the
// kit's global setup starts the server with this process's environment. A width set outside is
// kept.
process.env.AI_PANORAMA_WIDTH ??= "1024";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // The scale suite starts its own services: `npm run e2e scale` (vitest.scale.config.ts).
    exclude: ["src/scale/**"],
    // One real server for all journeys (built first when run outside turbo).
    globalSetup: ["@orbis/testkit/vitest/globalSetup"],
    setupFiles: ["@orbis/testkit/vitest/serverLogOnFailure"],
    // One browser at a time: the machines running these have two cores.
    fileParallelism: false,
    // The files share one module graph and one browser (see harness/journeySuite.ts): each journey
    // opens its own browser context, and importing playwright and the kit again for every file
    // cost about 3 CPU-s a file.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
