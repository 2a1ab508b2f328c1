import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cesiumAssets, cesiumDir } from "./build/cesiumAssets.ts";
import { cspSafeKnockout } from "./build/cspSafeKnockout.ts";
import { precompress } from "./build/precompress.ts";

/*
 * The published tour page `/t/{slug}`: an app entry built into `dist/page/`, which the server
 * serves under `/t/_assets/` (content-hashed names, cached for good). The server renders the
 * HTML itself (SEO tags, the tour's JSON) and finds the entry's files in the Vite manifest.
 */
const BASE = "/t/_assets/";

export default defineConfig({
  base: BASE,
  publicDir: false,
  plugins: [react(), cspSafeKnockout(), cesiumAssets(), precompress()],
  define: {
    __ORBIS_CESIUM_BASE__: JSON.stringify(`${BASE}${cesiumDir()}/`),
  },
  build: {
    outDir: "dist/page",
    emptyOutDir: true,
    manifest: true,
    target: "es2020",
    // Cesium's chunk is big by nature; it loads only for the map and models.
    chunkSizeWarningLimit: 6000,
    // Every browser that runs this page has modulepreload; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { page: "src/page/main.ts" },
    },
  },
});
