/** Where Cesium's workers and assets are served, fixed at build time (vite `define`). */
declare const __ORBIS_CESIUM_BASE__: string;

interface Window {
  /** Read by Cesium's `buildModuleUrl` for its workers and assets. */
  CESIUM_BASE_URL?: string;
}
