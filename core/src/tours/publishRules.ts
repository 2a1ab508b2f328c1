import type { PublishedTour } from "../contract/entities/publishing";
import type { Tour } from "../contract/entities/tour";

/*
 * What a published version holds and what it keeps alive (docs/architecture.md#decisions-where-the-product-is-silent: a publication is an
 * immutable snapshot of the tour).
 */

/** Which of the site settings the owner's plan allows now (70004–70006 otherwise). */
export interface SiteFeatures {
  readonly seo: boolean;
  readonly og: boolean;
  readonly ga: boolean;
}

/** What the server knows beyond the tour document when it publishes. */
export interface PublishFacts {
  readonly version: number;
  readonly slug: string;
  readonly publishedAt: string;
  /** Finished scenes (tiled, state done) and the URL of their revision's tile folder. */
  readonly readyScenes: ReadonlyMap<string, string>;
  readonly features: SiteFeatures;
}

/**
 * The snapshot of a tour: only finished scenes (their tiles pinned to the current revision),
 * the markers, geometries and models standing in them, links only to scenes that are there, the
 * initial view only if its scene is there, and SEO, OG and GA only where the plan allows them now
 * (a plan that lost SEO publishes without it rather than refusing). Null without a finished scene.
 */
export const toPublishedTour = (tour: Tour, facts: PublishFacts): PublishedTour | null => {
  const scenes = tour.scenes.flatMap((scene) => {
    const baseUrl = facts.readyScenes.get(scene.id);
    if (baseUrl === undefined || scene.tiles === null) return [];
    const { fileName: _name, image: _image, ...shown } = scene;
    return [{ ...shown, tiles: { ...scene.tiles, baseUrl } }];
  });
  if (scenes.length === 0) return null;
  const here = new Set(scenes.map((s) => s.id));
  const { settings } = tour;
  return {
    tourId: tour.id,
    version: facts.version,
    slug: facts.slug,
    publishedAt: facts.publishedAt,
    title: tour.title,
    description: tour.description,
    thumbnailUrl: tour.thumbnailUrl,
    scenes,
    markers: tour.markers.filter(
      (m) => here.has(m.sceneId) && (m.type !== "link" || here.has(m.targetSceneId)),
    ),
    geometries: tour.geometries.filter((g) => here.has(g.sceneId)),
    models: tour.models.filter((m) => here.has(m.sceneId)),
    initialView:
      tour.initialView !== null && here.has(tour.initialView.sceneId) ? tour.initialView : null,
    settings: {
      ...settings,
      seo: facts.features.seo ? settings.seo : null,
      og: facts.features.og ? settings.og : null,
      ga: facts.features.ga ? settings.ga : null,
    },
  };
};

/** The store keys a snapshot links to (every `/cdn/…` link in it), tile folders included. */
export const cdnKeysOf = (value: unknown): string[] => {
  const keys = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      if (v.startsWith("/cdn/")) keys.add(v.slice("/cdn/".length).replace(/\/+$/, ""));
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(value);
  return [...keys].sort();
};

/**
 * Whether removing `key` (a file, or a folder ending in `/`) would take away something one of
 * `referenced` (from {@link cdnKeysOf}) needs: the key itself, a folder holding it, or a file
 * inside a referenced folder.
 */
export const isKeyReferenced = (key: string, referenced: readonly string[]): boolean => {
  const folder = key.endsWith("/") ? key : `${key}/`;
  return referenced.some((r) => r === key || `${r}/`.startsWith(folder) || key.startsWith(`${r}/`));
};
