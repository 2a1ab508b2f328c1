import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/*
 * The user console, served by the server at `/`: `dist/index.html` plus content-hashed files
 * under `dist/assets/` (the server caches those for good). Screens and locales are split into
 * chunks of their own so the landing page loads only what it shows.
 */
export default defineConfig({
  base: "/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2020",
    // Every browser that runs the console has modulepreload; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
    // The landing budget (250 KB gzip of JS) is what counts; `npm run bench console` checks it.
    chunkSizeWarningLimit: 800,
  },
});
