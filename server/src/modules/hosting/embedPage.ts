import type { HostingImage } from "@orbis/core/contract";
import { escapeHtml, scriptJson } from "@orbis/core/format";
import type { EmbedAssets } from "./embedAssets";

/*
 * The HTML of `/i/{imageId}`: the panorama full-window in Pannellum, with a small link to open
 * it on Orbis. Every value from a user (the title) is escaped; the data the script needs travels
 * in a JSON block with `<` escaped, so no title can close the block or start a tag.
 */

const href = (assets: EmbedAssets, name: string) => escapeHtml(assets.get(name)?.href ?? "");

const head = (assets: EmbedAssets, title: string, extra = "") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${href(assets, "pannellum.css")}">
<link rel="stylesheet" href="${href(assets, "embed.css")}">
${extra}</head>
`;

/** The page of an image; `origin` makes the Open Graph picture absolute, as scrapers need. */
export const embedHtml = (assets: EmbedAssets, image: HostingImage, origin: string): string => {
  const title = `${image.title} · Orbis`;
  const og = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(image.title)}">`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${image.thumbnailUrl}`)}">`,
  ].join("\n");
  const data = { title: image.title, imageUrl: image.imageUrl, thumbnailUrl: image.thumbnailUrl };
  return `${head(assets, title, `${og}\n`)}<body>
<div id="panorama"></div>
<a id="orbis-open" class="orbis-open" href="${escapeHtml(image.embedUrl)}" target="_blank" rel="noopener">Open in Orbis</a>
<script type="application/json" id="orbis-image">${scriptJson(data)}</script>
<script src="${href(assets, "pannellum.js")}"></script>
<script src="${href(assets, "embed.js")}"></script>
</body>
</html>
`;
};

/** The page of an image that does not exist (any more). */
export const missingHtml = (assets: EmbedAssets): string =>
  `${head(assets, "Image not found · Orbis")}<body>
<div class="orbis-missing">This 360° image does not exist or has been deleted.</div>
</body>
</html>
`;
