import { defineConfig } from "tsup";

/* A build for Node scripts that cannot load TypeScript (the benchmarks); tests use the sources. */
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm"],
  clean: true,
  target: "node20",
  skipNodeModulesBundle: true,
});
