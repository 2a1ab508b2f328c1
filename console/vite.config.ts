import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

// The published page's copy of Cesium's runtime files, which the editor's viewer uses too.
const cesiumVersion = (
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("cesium/package.json"), "utf8"),
  ) as {
    version: string;
  }
).version;

/*
 * The user console, served by the server at `/`: `dist/index.html` plus content-hashed files
 * under `dist/assets/` (the server caches those for good). Screens and locales are split into
 * chunks of their own so the landing page loads only what it shows.
 */
export default defineConfig({
  base: "/",
  // Each text file gets its .br and .gz copy, which the server sends as they are.
  plugins: [react(), precompress()],
  define: { __ORBIS_CESIUM_BASE__: JSON.stringify(`/t/_assets/cesium-${cesiumVersion}/`) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2020",
    // Every browser that runs the console has modulepreload; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    // The landing budget (250 KB gzip of JS) is what counts; `npm run bench console` checks it.
    // Cesium's chunk (models and the map in the editor) is big by nature and loads only there.
    chunkSizeWarningLimit: 6000,
  },
});
