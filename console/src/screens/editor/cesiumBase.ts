/*
 * Cesium (the models and the geo map in the editor's viewer) fetches its workers and assets at run
 * time from CESIUM_BASE_URL. The server already serves them for the published page under
 * `/t/_assets/cesium-<version>/`; the build names that folder. Imported before the viewer.
 */
declare const __ORBIS_CESIUM_BASE__: string | undefined;

declare global {
  interface Window {
    CESIUM_BASE_URL?: string;
  }
}

if (typeof window !== "undefined" && typeof __ORBIS_CESIUM_BASE__ === "string")
  window.CESIUM_BASE_URL ??= __ORBIS_CESIUM_BASE__;

export {};
