import type { PlanConstraints } from "../contract/entities/account";
import type { PublishedTour } from "../contract/entities/publishing";
import type { TourSettings } from "../contract/entities/tourSettings";
import { ErrorCode } from "../errors/codes";
import { escapeHtml } from "../format/markup";
import type { SiteFeatures } from "./publishRules";

/*
 * Sites (docs/architecture.md#sites): the public page of a published tour. Its title,
 * description, slug and head settings (SEO, OG, GA) are the site's, not the version's: they apply
 * to the live page at once, while the scenes stay those of the published snapshot.
 */

/** Width of the Open Graph picture a site serves (the 1.91:1 link-preview size). */
export const OG_IMAGE_WIDTH = 1200;
/** Height of the Open Graph picture a site serves. */
export const OG_IMAGE_HEIGHT = 630;
/** Shortest side an Open Graph upload may have: smaller pictures blur when blown up. */
export const OG_IMAGE_MIN_SIDE = 200;
/** Longest side an Open Graph upload may have (no decompression bombs). */
export const OG_IMAGE_MAX_SIDE = 10_000;

/** The head settings the plan's constraints allow; none without a plan. */
export const siteFeaturesOf = (
  constraints: Pick<PlanConstraints, "useSeo" | "useOg" | "useGa"> | null | undefined,
): SiteFeatures => ({
  seo: constraints?.useSeo === true,
  og: constraints?.useOg === true,
  ga: constraints?.useGa === true,
});

type HeadSettings = Pick<TourSettings, "seo" | "og" | "ga">;

const REFUSALS = [
  ["seo", ErrorCode.seoNotAllowed],
  ["og", ErrorCode.ogNotAllowed],
  ["ga", ErrorCode.gaNotAllowed],
] as const;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Why saving `next` over `current` is refused, or null when it is not: a head setting turned on or
 * changed on a plan without it (SEO 70004, OG 70005, GA 70006, checked in that order). Turning
 * one off, or keeping what a former plan allowed unchanged, is always allowed, so an account
 * that lost a feature can still save the rest of its settings (the page no longer shows it).
 */
export const siteSettingsRefusal = (
  next: HeadSettings,
  current: HeadSettings | null,
  features: SiteFeatures,
): ErrorCode | null => {
  for (const [key, code] of REFUSALS) {
    const value = next[key];
    if (value !== null && !features[key] && !same(value, current?.[key] ?? null)) return code;
  }
  return null;
};

/** What a site holds now, beside its published snapshot. */
export interface LiveSite {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly settings: HeadSettings;
}

/**
 * The snapshot as the live page shows it: the site's current slug, title, description and head
 * settings over the version's, each head setting only while the owner's plan allows it.
 */
export const withLiveSite = (
  snapshot: PublishedTour,
  live: LiveSite,
  features: SiteFeatures,
): PublishedTour => ({
  ...snapshot,
  slug: live.slug,
  title: live.title,
  description: live.description,
  settings: {
    ...snapshot.settings,
    seo: features.seo ? live.settings.seo : null,
    og: features.og ? live.settings.og : null,
    ga: features.ga ? live.settings.ga : null,
  },
});

/** The HTML a site owner pastes into another page to embed the tour (escaped for attributes). */
export const embedSnippet = (url: string, title: string): string =>
  `<iframe src="${escapeHtml(url)}" title="${escapeHtml(title)}" width="100%" height="480" ` +
  `style="border:0" allow="fullscreen; gyroscope; accelerometer; xr-spatial-tracking" ` +
  `allowfullscreen loading="lazy"></iframe>`;

/** Why a picture of `width`×`height` cannot be a site's Open Graph image, or null. */
export const ogImageProblem = (width: number, height: number): string | null => {
  if (Math.min(width, height) < OG_IMAGE_MIN_SIDE)
    return `the picture is ${width}×${height}; each side needs at least ${OG_IMAGE_MIN_SIDE} pixels`;
  if (Math.max(width, height) > OG_IMAGE_MAX_SIDE)
    return `the picture is ${width}×${height}; no side may exceed ${OG_IMAGE_MAX_SIDE} pixels`;
  return null;
};
