import type { z } from "zod";
import type { targetViewSchema } from "../contract/entities/marker";
import type { View } from "../contract/entities/position";
import type { CubeFace } from "../panorama/faces";
import type { TileSource } from "./tiles";

/** The tour formats Orbis imports. */
export type ImportFormat = "pannellum" | "marzipano";

/** One equirectangular image. */
export interface EquirectangularSource {
  readonly kind: "equirectangular";
  readonly path: string;
}

/** Six cube face images, laid out as described by `cubeFaceOrientation["pannellum-cubemap"]`. */
export interface CubemapSource {
  readonly kind: "cubemap";
  readonly faces: Readonly<Record<CubeFace, string>>;
}

/** Where a scene's panorama comes from. */
export type ImageSource = EquirectangularSource | CubemapSource | TileSource;

/** A scene to create. Values already fit the contract (titles, angles, fov). */
export interface ImportScene {
  /** The plan's key of the scene (`s1`, `s2`, …): what markers and `firstSceneKey` name. */
  readonly key: string;
  /** The scene's id in the source document. */
  readonly sourceId: string;
  readonly title: string;
  readonly source: ImageSource;
  readonly initialView: View;
  /** The yaw facing geographic north (Orbis convention). */
  readonly northOffset: number;
}

/** The view a link opens its target with; no `fov` keeps the current one. */
export type ImportTargetView = z.infer<typeof targetViewSchema>;

/** What both kinds of markers have. */
interface ImportMarkerBase {
  /** The plan's key of the marker (`m1`, `m2`, …). */
  readonly key: string;
  /** The hot spot's id in the source document, when it has one. */
  readonly sourceId: string | null;
  /** Key of the scene the marker sits in. */
  readonly sceneKey: string;
  readonly yaw: number;
  readonly pitch: number;
}

/** A scene link to create. */
export interface ImportLinkMarker extends ImportMarkerBase {
  readonly type: "link";
  readonly targetSceneKey: string;
  readonly targetView: ImportTargetView;
}

/** An info marker to create. */
export interface ImportInfoMarker extends ImportMarkerBase {
  readonly type: "info";
  readonly title: string;
  readonly text: string;
  readonly url: string | null;
}

/** A marker to create. */
export type ImportMarker = ImportLinkMarker | ImportInfoMarker;

/**
 * What an imported tour turns into: the common output of `parsePannellumTour` and
 * `parseMarzipanoData`, which the server turns into a tour (fetching images, minting ids).
 */
export interface ImportPlan {
  readonly format: ImportFormat;
  readonly title: string;
  /** At least one scene, in the document's order. */
  readonly scenes: readonly ImportScene[];
  readonly markers: readonly ImportMarker[];
  /** Key of the scene a visit starts in; its `initialView` is the tour's start view. */
  readonly firstSceneKey: string;
  /** Degrees per second, Orbis sign (positive turns right), 0 when off. */
  readonly autorotate: number;
  /** What was dropped or approximated, one sentence each, naming where in the document. */
  readonly warnings: readonly string[];
}
