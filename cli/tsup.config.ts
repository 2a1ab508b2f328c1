import { globSync } from "tinyglobby";
import { defineConfig } from "tsup";

/*
 * One entry per command (and hook), so oclif finds `dist/commands/<topic>/<verb>.js`; shared code lands in
 * chunks beside `dist/commands` (oclif would take a chunk inside it for a command).
 * Dependencies (oclif, @orbis/core, …) stay in node_modules: core is used as built.
 */
const commands = globSync(["src/commands/**/*.ts", "src/hooks/*.ts"], {
  ignore: ["**/*.test.ts"],
});

export default defineConfig({
  entry: Object.fromEntries(commands.map((f) => [f.slice("src/".length, -".ts".length), f])),
  outDir: "dist",
  format: ["esm"],
  target: "node20",
  platform: "node",
  splitting: true,
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
});
