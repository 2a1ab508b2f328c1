import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Config } from "../../config";

/**
 * The console's build folder: `CONSOLE_DIR` when set (tests, custom deployments), else `dist`
 * of the `@orbis/console` package, found through Node's resolution so it works in the hoisted
 * workspace and in an installed server alike. Null when the package is not installed at all.
 */
export const consoleDir = (config: Pick<Config, "consoleDir">): string | null => {
  if (config.consoleDir !== undefined) return config.consoleDir;
  try {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve("@orbis/console/package.json")), "dist");
  } catch {
    return null;
  }
};
