import { cpSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/*
 * Cesium's runtime files (web workers, textures such as the offline Natural Earth imagery, the
 * widgets' CSS and images, third-party WASM) are fetched at run time from CESIUM_BASE_URL, not
 * bundled. vite-plugin-cesium expects `node_modules/cesium` beside the config, which a hoisted
 * workspace does not have, so the files are copied from wherever Node resolves the package.
 */

const require = createRequire(import.meta.url);
const cesiumRoot = dirname(require.resolve("cesium/package.json"));

/** The installed Cesium's version: the copied folder carries it, so it can be cached for good. */
export const cesiumVersion = (): string =>
  (JSON.parse(readFileSync(join(cesiumRoot, "package.json"), "utf8")) as { version: string })
    .version;

/** The folder (under the build's output) that holds Cesium's runtime files. */
export const cesiumDir = (): string => `cesium-${cesiumVersion()}`;

const PARTS = ["Workers", "ThirdParty", "Assets", "Widgets"] as const;

/** Copies Cesium's runtime files into `<outDir>/<cesiumDir()>/` after the bundle is written. */
export const cesiumAssets = (): Plugin => ({
  name: "orbis-cesium-assets",
  apply: "build",
  writeBundle: {
    sequential: true,
    order: "pre",
    handler(options) {
      const out = options.dir;
      if (out === undefined) return;
      for (const part of PARTS)
        cpSync(join(cesiumRoot, "Build/Cesium", part), join(out, cesiumDir(), part), {
          recursive: true,
        });
    },
  },
});
