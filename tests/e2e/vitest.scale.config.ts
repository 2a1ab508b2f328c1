import { defineConfig } from "vitest/config";

// `npm run e2e scale`: Orbis as several processes on shared services (src/scale). Each file
// starts what it needs (PostgreSQL from DATABASE_URL, a Redis, s3rver, HAProxy, the servers).
export default defineConfig({
  test: {
    include: ["src/scale/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
