/*
 * Cesium finds its workers, textures and widget files under `window.CESIUM_BASE_URL`. It must be
 * set before Cesium's first `buildModuleUrl`; this module is imported ahead of `cesium` by every
 * module that uses it. A host page may set its own before loading the viewer. No Cesium ion:
 * nothing here reaches a server but the page's own.
 */
if (typeof window !== "undefined")
  window.CESIUM_BASE_URL ??=
    typeof __ORBIS_CESIUM_BASE__ === "string" ? __ORBIS_CESIUM_BASE__ : "/cesium/";

export {};
