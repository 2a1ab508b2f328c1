import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/*
 * The component library `@orbis/viewer` (dist/lib/): ES modules for the console to bundle.
 * React, Cesium, Resium and core stay external (the console has them once); the Cesium parts
 * stay in their own chunks behind dynamic imports. Hosts serve Cesium's runtime files and set
 * `window.CESIUM_BASE_URL` (default `/cesium/`).
 */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^cesium($|\/)/,
  /^resium$/,
  /^@orbis\/core($|\/)/,
];

export default defineConfig({
  publicDir: false,
  plugins: [react()],
  define: { __ORBIS_CESIUM_BASE__: JSON.stringify("/cesium/") },
  build: {
    outDir: "dist/lib",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index", cssFileName: "index" },
    rolldownOptions: { external },
  },
});
