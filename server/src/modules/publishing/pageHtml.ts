import type { PublishedTour } from "@orbis/core/contract";
import type { PannellumTour } from "@orbis/core/interop";
import { escapeHtml, scriptJson } from "./htmlSafety";

/** What the page needs besides the snapshot. */
export interface PageContext {
  /** The address visitors reach Orbis at, for absolute OG links. */
  readonly publicUrl: string;
  /** Cache-busting version of `/t/_assets/`. */
  readonly assetsVersion: string;
  readonly pannellum: PannellumTour;
}

const absolute = (publicUrl: string, url: string) =>
  url.startsWith("/") ? `${publicUrl.replace(/\/+$/, "")}${url}` : url;

const meta = (attr: "name" | "property", key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** SEO, OG and GA tags: each only when the snapshot carries its settings. */
const headTags = (tour: PublishedTour, ctx: PageContext): string[] => {
  const { seo, og, ga } = tour.settings;
  const tags: string[] = [];
  if (seo !== null) {
    if (seo.description !== "") tags.push(meta("name", "description", seo.description));
    if (seo.keywords.length > 0) tags.push(meta("name", "keywords", seo.keywords.join(", ")));
  }
  if (og !== null) {
    const first = tour.scenes[0];
    const image = og.imageUrl ?? tour.thumbnailUrl ?? first?.thumbnailUrl ?? first?.previewUrl;
    tags.push(
      meta("property", "og:type", "website"),
      meta("property", "og:title", og.title || tour.title),
      meta("property", "og:description", og.description || tour.description),
      meta("property", "og:url", absolute(ctx.publicUrl, `/t/${tour.slug}`)),
      ...(image ? [meta("property", "og:image", absolute(ctx.publicUrl, image))] : []),
    );
  }
  if (ga !== null) {
    const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga.measurementId)}`;
    tags.push(`<script async src="${escapeHtml(src)}"></script>`);
  }
  return tags;
};

const sceneList = (tour: PublishedTour): string => {
  if (!tour.settings.sceneList) return "";
  const items = tour.scenes.map((s) => {
    const thumb = s.thumbnailUrl ?? s.previewUrl;
    const img = thumb === null ? "" : `<img src="${escapeHtml(thumb)}" alt="" loading="lazy">`;
    return `<li><button type="button" data-scene="${escapeHtml(s.id)}">${img}<span>${escapeHtml(s.title)}</span></button></li>`;
  });
  return `<ul class="scenes" aria-label="Scenes">${items.join("")}</ul>`;
};

const page = (lang: string, head: string[], body: string, version: string, bodyClass = "") =>
  [
    "<!doctype html>",
    `<html lang="${lang}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...head,
    `<link rel="stylesheet" href="/t/_assets/page.css?v=${version}">`,
    "</head>",
    bodyClass === "" ? `<body>${body}</body>` : `<body class="${bodyClass}">${body}</body>`,
    "</html>",
  ].join("\n");

/** The visitor's page of a published tour: Pannellum on the tour, the title, the scene list. */
export const renderTourPage = (tour: PublishedTour, ctx: PageContext): string => {
  const v = ctx.assetsVersion;
  const title = tour.settings.seo?.title || tour.title;
  const data = { pannellum: ctx.pannellum, ga: tour.settings.ga?.measurementId ?? null };
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...headTags(tour, ctx),
    `<link rel="stylesheet" href="/t/_assets/pannellum.css?v=${v}">`,
    `<script type="application/json" id="orbis-tour">${scriptJson(data)}</script>`,
    `<script defer src="/t/_assets/pannellum.js?v=${v}"></script>`,
    `<script defer src="/t/_assets/page.js?v=${v}"></script>`,
  ];
  const description = tour.description === "" ? "" : `<p>${escapeHtml(tour.description)}</p>`;
  const scenes = sceneList(tour);
  const body = [
    `<div id="panorama" role="img" aria-label="${escapeHtml(tour.title)}"></div>`,
    `<header class="tour-head"><h1>${escapeHtml(tour.title)}</h1>${description}</header>`,
    scenes,
    "<noscript><p>This 360° tour needs JavaScript.</p></noscript>",
  ].join("\n");
  return page("en", head, body, v, scenes === "" ? "" : "has-scenes");
};

/** The page of a slug that serves nothing (unknown, or taken offline). */
export const renderMissingPage = (assetsVersion: string): string =>
  page(
    "en",
    ["<title>Tour not found</title>", '<meta name="robots" content="noindex">'],
    '<main class="missing"><div><h1>Tour not found</h1><p>This tour does not exist or is no longer published.</p><p><a href="/">Orbis</a></p></div></main>',
    assetsVersion,
  );
