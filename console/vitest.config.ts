import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The test server's sketch generator paints AI panoramas 1024 px wide instead of 4096 (the
// server's default, about 3 s of a core each): the AI screens' tests wait for real images, and
// the kit's global setup starts the server with this process's environment. A width set outside
// is kept.
process.env.AI_PANORAMA_WIDTH ??= "1024";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
    environment: "happy-dom",
    // One real Orbis server for all files (built first when run outside turbo); DOM tests live
    // on its origin.
    globalSetup: ["@orbis/testkit/vitest/globalSetup"],
    // Files share one module graph per worker: each renders its own console on a
    // fresh root store and cleans up after itself, and importing React, react-admin and MUI again
    // for every file was more than half the suite's time (7.6 min to 3 on this machine).
    isolate: false,
    setupFiles: [
      "@orbis/testkit/vitest/serverLogOnFailure",
      "src/testing/serverOrigin.ts",
      "src/testing/domWaits.ts",
    ],
    // react-admin's packages load through Vite like the console's code and take react-router-dom
    // as what it is in version 7, react-router itself: Node would resolve react-router-dom to its
    // CommonJS build and with it a second react-router, whose router context the console's is not.
    server: { deps: { inline: [/react-admin/, /ra-core/, /ra-ui-materialui/] } },
    alias: { "react-router-dom": "react-router" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
