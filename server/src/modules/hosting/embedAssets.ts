import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/*
 * The files of the embed page, served by Orbis itself from `/i/_assets/…` (no outside CDN: a
 * self-hosted Orbis must work offline, and embedders should not depend on a third party): the
 * Pannellum build from its npm package, and the page's own small script and style. Each link
 * carries a hash of the content, so the files are cached for good and a new version is a new URL.
 */

// Reads the page's data from its JSON block (no inline script: the page's CSP allows none).
const EMBED_JS = `(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("orbis-image").textContent);
  window.pannellum.viewer("panorama", {
    type: "equirectangular",
    panorama: data.imageUrl,
    preview: data.thumbnailUrl,
    title: data.title,
    autoLoad: true,
    showFullscreenCtrl: true,
    hfov: 100
  });
  // The link leads out of a frame; on the page itself it has nowhere to go.
  if (window.top === window.self) document.getElementById("orbis-open").hidden = true;
})();
`;

const EMBED_CSS = `html, body { margin: 0; height: 100%; overflow: hidden; background: #000; }
#panorama { width: 100%; height: 100%; }
.orbis-open {
  position: absolute; right: 8px; bottom: 8px; z-index: 10; padding: 4px 10px;
  border-radius: 4px; background: rgba(0, 0, 0, 0.6); color: #fff;
  font: 13px/1.4 system-ui, sans-serif; text-decoration: none;
}
.orbis-open:hover, .orbis-open:focus { background: rgba(0, 0, 0, 0.85); }
.orbis-missing {
  display: flex; align-items: center; justify-content: center; height: 100%; padding: 16px;
  box-sizing: border-box; color: #ddd; font: 16px/1.5 system-ui, sans-serif; text-align: center;
}
`;

/** One file of the embed page. */
export interface EmbedAsset {
  readonly body: Buffer;
  readonly contentType: string;
  /** The path to link, with the content hash that makes it cacheable for good. */
  readonly href: string;
}

/** The embed page's files by name. */
export type EmbedAssets = ReadonlyMap<string, EmbedAsset>;

/** Where the embed page's files are served. */
export const EMBED_ASSETS_PATH = "/i/_assets";

const asset = (name: string, body: Buffer, contentType: string): [string, EmbedAsset] => {
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return [name, { body, contentType, href: `${EMBED_ASSETS_PATH}/${name}?v=${hash}` }];
};

/** Loads the files once, at start: a missing Pannellum build fails the start, not a visitor. */
export const loadEmbedAssets = async (): Promise<EmbedAssets> => {
  const require = createRequire(import.meta.url);
  const pannellum = (file: string) => readFile(require.resolve(`pannellum/build/${file}`));
  const [js, css] = await Promise.all([pannellum("pannellum.js"), pannellum("pannellum.css")]);
  return new Map([
    asset("pannellum.js", js, "text/javascript; charset=utf-8"),
    asset("pannellum.css", css, "text/css; charset=utf-8"),
    asset("embed.js", Buffer.from(EMBED_JS), "text/javascript; charset=utf-8"),
    asset("embed.css", Buffer.from(EMBED_CSS), "text/css; charset=utf-8"),
  ]);
};
