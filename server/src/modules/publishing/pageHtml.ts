import type { PublishedTour } from "@orbis/core/contract";
import { escapeHtml, scriptJson } from "@orbis/core/format";
import { firstPreview, headTags, tourUrl } from "./pageHead";
import { renderSiteBody, SITE_PAGE_STYLE, type SiteBody } from "./sitePages/sitePageHtml";
import type { PageBundle } from "./viewerBundle";

/** What the page needs besides the snapshot. */
export interface PageContext {
  /** The address visitors reach Orbis at, for absolute OG links and the share link. */
  readonly publicUrl: string;
  /** The viewer's page build; null when it is not built. */
  readonly bundle: PageBundle | null;
  /** The tour's saved site page, around the viewer; absent or null shows the viewer alone. */
  readonly sitePage?: SiteBody | null;
}

// The missing and unbuilt pages carry their few styles inline (style-src allows it).
const PLAIN_STYLE =
  "<style>html,body{margin:0;height:100%;background:#111;color:#f4f4f4;font-family:system-ui,sans-serif}" +
  ".missing{display:grid;place-items:center;height:100%;text-align:center;padding:0 16px}" +
  ".missing a{color:#7fd39a}</style>";

const page = (head: readonly string[], body: string, bodyClass = "") =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    // The console's icon (served at the origin's root); without it browsers ask for /favicon.ico.
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...head,
    "</head>",
    bodyClass === "" ? `<body>${body}</body>` : `<body class="${bodyClass}">${body}</body>`,
    "</html>",
  ].join("\n");

/**
 * The scene list as plain HTML: what crawlers and script-less visitors see. No thumbnails: they
 * would download beside the first preview; the viewer's own list shows them once it mounts.
 */
const sceneList = (tour: PublishedTour): string => {
  if (!tour.settings.sceneList) return "";
  const items = [...tour.scenes]
    .sort((a, b) => a.order - b.order)
    .map(
      (s) =>
        `<li><button type="button" data-scene="${escapeHtml(s.id)}"><span>${escapeHtml(s.title)}</span></button></li>`,
    );
  return `<ul class="scenes" aria-label="Scenes">${items.join("")}</ul>`;
};

/**
 * The visitor's page of a published tour: the viewer's script on the tour's JSON. The title,
 * description and scene list are in the HTML too (for crawlers); the viewer replaces them.
 */
export const renderTourPage = (tour: PublishedTour, ctx: PageContext): string => {
  const { bundle } = ctx;
  const site = ctx.sitePage ?? null;
  const title = tour.settings.seo?.title || tour.title;
  const preview = firstPreview(tour);
  const data = {
    tour,
    url: tourUrl(ctx.publicUrl, tour.slug),
    ga: tour.settings.ga?.measurementId ?? null,
  };
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...headTags(tour, ctx.publicUrl),
    ...(bundle === null
      ? [PLAIN_STYLE]
      : [
          ...(preview === null
            ? []
            : [
                `<link rel="preload" href="${escapeHtml(preview)}" as="fetch" crossorigin="anonymous" fetchpriority="high">`,
              ]),
          ...bundle.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
          // The interface is wanted soon, the first frame sooner.
          ...bundle.preloads.map(
            (href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`,
          ),
          `<script type="module" src="${escapeHtml(bundle.script)}"></script>`,
        ]),
    `<script type="application/json" id="orbis-tour">${scriptJson(data)}</script>`,
    ...(site === null ? [] : [SITE_PAGE_STYLE]),
  ];
  const description = tour.description === "" ? "" : `<p>${escapeHtml(tour.description)}</p>`;
  const header = `<header class="tour-head"><h1>${escapeHtml(tour.title)}</h1>${description}</header>`;
  const notice =
    bundle === null
      ? '<main class="missing"><p>The tour viewer is not built on this server. Run <code>npm run build</code> and reload.</p></main>'
      : "";
  const root = `<div id="orbis-root">${header}${sceneList(tour)}${notice}</div>`;
  const body = [
    site === null ? root : renderSiteBody(site, tour, root),
    "<noscript><p>This 360° tour needs JavaScript.</p></noscript>",
  ].join("\n");
  const classes = [site === null ? "" : "site-page", tour.settings.sceneList ? "has-scenes" : ""];
  return page(head, body, classes.filter((c) => c !== "").join(" "));
};

/** A plain page that shows nothing but a heading and a sentence, kept out of search engines. */
export const renderNoticePage = (title: string, text: string): string =>
  page(
    [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex">', PLAIN_STYLE],
    `<main class="missing"><div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Orbis</a></p></div></main>`,
  );

/** The page of a slug that serves nothing (unknown, or taken offline). */
export const renderMissingPage = (): string =>
  renderNoticePage("Tour not found", "This tour does not exist or is no longer published.");
