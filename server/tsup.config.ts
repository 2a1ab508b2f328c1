import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts", backup: "src/backupMain.ts" },
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node20",
  // Dependencies stay in node_modules: native parts (sharp, argon2, PGlite's wasm) load from there.
  skipNodeModulesBundle: true,
});
