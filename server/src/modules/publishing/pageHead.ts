import type { PublishedTour } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import { visitStart } from "@orbis/core/tours";

/*
 * The head of a visitor page: SEO, Open Graph and Google Analytics tags, each only when the
 * page's tour carries its settings: the site's current ones, laid over the snapshot while the
 * owner's plan allows them (liveSite.ts).
 */

const absolute = (publicUrl: string, url: string) =>
  url.startsWith("/") ? `${publicUrl.replace(/\/+$/, "")}${url}` : url;

const meta = (attr: "name" | "property", key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The tour's public address. */
export const tourUrl = (publicUrl: string, slug: string): string =>
  absolute(publicUrl, `/t/${slug}`);

/** SEO, OG and GA tags of a snapshot. */
export const headTags = (tour: PublishedTour, publicUrl: string): string[] => {
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
      meta("property", "og:url", tourUrl(publicUrl, tour.slug)),
      ...(image ? [meta("property", "og:image", absolute(publicUrl, image))] : []),
    );
  }
  if (ga !== null) {
    const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga.measurementId)}`;
    tags.push(`<script async src="${escapeHtml(src)}"></script>`);
  }
  return tags;
};

/**
 * The preview of the scene the visit starts in (core's `visitStart`, as the viewer opens it):
 * preloaded from the head, so its download overlaps the script's.
 */
export const firstPreview = (tour: PublishedTour): string | null =>
  visitStart(tour)?.scene.previewUrl ?? null;
