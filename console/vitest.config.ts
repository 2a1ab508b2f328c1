import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "happy-dom",
    // One real Orbis server for all files (built first when run outside turbo); DOM tests live
    // on its origin.
    globalSetup: ["@orbis/testkit/vitest/globalSetup"],
    setupFiles: [
      "@orbis/testkit/vitest/serverLogOnFailure",
      "src/testing/serverOrigin.ts",
      "src/testing/domWaits.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
