/**
 * First path segments the console never answers for (docs/architecture.md#one-contract): the APIs, files, published
 * tours and site files keep the catalogue's JSON 404 for an unknown path.
 */
const SERVER_SEGMENTS = new Set([
  "api",
  "identity",
  "pay",
  "admin-api",
  "cdn",
  "t",
  "healthz",
  "metadata.json",
  "embed",
]);

/** Whether a request path belongs to the server's own services rather than the console. */
export const isServerPath = (urlPath: string): boolean =>
  SERVER_SEGMENTS.has(urlPath.split("/")[1] ?? "");

/** Whether a request asks for a page (a browser navigation) rather than data or a file. */
export const wantsHtml = (accept: string | undefined): boolean =>
  (accept ?? "").toLowerCase().includes("text/html");
