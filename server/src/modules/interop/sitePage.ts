import type { PublishedTour } from "@orbis/core/contract";
import type { PannellumTour } from "@orbis/core/interop";
import { escapeHtml, scriptJson } from "../publishing";

/*
 * The pages of a static site export: the visitor page of `/t/{slug}` made self-contained. It
 * loads the same `page.js` and `page.css` as the published page, from beside it, and every link
 * is relative, so the folder works on any static file host (or in a sub-folder of one).
 */

/** Where a scene's files sit in the site, relative to `index.html`. */
export const siteSceneDir = (sceneId: string): string => `scenes/${sceneId}`;

const sceneList = (tour: PublishedTour, thumbnails: ReadonlySet<string>): string => {
  if (!tour.settings.sceneList) return "";
  const items = tour.scenes.map((s) => {
    const img = thumbnails.has(s.id)
      ? `<img src="${escapeHtml(`${siteSceneDir(s.id)}/thumbnail.jpg`)}" alt="" loading="lazy">`
      : "";
    return `<li><button type="button" data-scene="${escapeHtml(s.id)}">${img}<span>${escapeHtml(s.title)}</span></button></li>`;
  });
  return `<ul class="scenes" aria-label="Scenes">${items.join("")}</ul>`;
};

/**
 * `index.html` of the site: Pannellum on the version's configuration (inline, as JSON the page
 * script reads), the title and description, the scene list with the thumbnails the site holds.
 * No analytics: the site is the owner's to host, with their own.
 */
export const renderSitePage = (
  tour: PublishedTour,
  pannellum: PannellumTour,
  thumbnails: ReadonlySet<string>,
): string => {
  const description = tour.settings.seo?.description ?? "";
  const scenes = sceneList(tour, thumbnails);
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(tour.settings.seo?.title || tour.title)}</title>`,
    ...(description === ""
      ? []
      : [`<meta name="description" content="${escapeHtml(description)}">`]),
    '<link rel="stylesheet" href="pannellum.css">',
    '<link rel="stylesheet" href="page.css">',
    `<script type="application/json" id="orbis-tour">${scriptJson({ pannellum, ga: null })}</script>`,
    '<script defer src="pannellum.js"></script>',
    '<script defer src="page.js"></script>',
    "</head>",
    `<body${scenes === "" ? "" : ' class="has-scenes"'}>`,
    `<div id="panorama" role="img" aria-label="${escapeHtml(tour.title)}"></div>`,
    `<header class="tour-head"><h1>${escapeHtml(tour.title)}</h1>${tour.description === "" ? "" : `<p>${escapeHtml(tour.description)}</p>`}</header>`,
    scenes,
    "<noscript><p>This 360° tour needs JavaScript.</p></noscript>",
    "</body>",
    "</html>",
  ].join("\n");
};

/** `README.txt` of the site: what it is and how to put it online. */
export const renderSiteReadme = (tour: PublishedTour): string =>
  [
    `${tour.title}: version ${tour.version} of the tour published at /t/${tour.slug} (${tour.publishedAt}).`,
    "",
    "This folder is a complete static web site: index.html shows the 360° tour with Pannellum",
    "(pannellum.js, pannellum.css), and scenes/ holds every scene's image tiles, preview and",
    "thumbnail. It needs no Orbis server and no database.",
    "",
    "To put it online, upload the whole folder, as it is, to any static file host (a web",
    "server's folder, GitHub Pages, Netlify, an S3 bucket with website hosting, ...) and open",
    "index.html there. It also works in a sub-folder: every link is relative.",
    "",
    "To look at it on your own computer, serve the folder over HTTP, for example:",
    "  python3 -m http.server 8000        (then open http://localhost:8000/)",
    "  npx serve .",
    "Opening index.html straight from the disk (a file:// address) does not work: browsers",
    "refuse to use local files as WebGL textures, so the panorama stays black.",
    "",
  ].join("\n");
