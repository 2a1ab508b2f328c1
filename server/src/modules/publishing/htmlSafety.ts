/*
 * What keeps a visitor page safe with user text in it: escaping (core's `escapeHtml` and
 * `scriptJson`), and a policy that lets only this origin's scripts run.
 */

/**
 * The Content-Security-Policy of `/t/…` pages: scripts from this origin only (plus Google's tag
 * manager when the tour has GA), any site may frame the page (embedding is the point). Cesium
 * (the map, models) compiles WebAssembly in its workers ('wasm-unsafe-eval' allows that and no
 * `eval`). Tiles, voices and models may live on an S3-compatible store over https.
 */
export const pageCsp = (withGa: boolean): string => {
  const google = withGa ? " https://www.googletagmanager.com" : "";
  const beacons = withGa
    ? " https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com"
    : "";
  return [
    "default-src 'self'",
    `script-src 'self'${google} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self' https:${beacons}`,
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors *",
  ].join("; ");
};
