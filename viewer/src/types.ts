import type { Geometry, Marker, Model, Scene, TourSettings, View } from "@orbis/core/contract";

/*
 * What the viewer reads of a tour: the public part every published snapshot has, which an
 * editor's tour has too (so the console shows its draft with the same components).
 */

/** A scene as the viewer needs it; `tiles` and `previewUrl` are null while tiling runs. */
export type ViewerScene = Pick<
  Scene,
  | "id"
  | "title"
  | "order"
  | "tiles"
  | "previewUrl"
  | "thumbnailUrl"
  | "initialView"
  | "northOffset"
  | "geo"
>;

/** A tour as the viewer needs it: a published snapshot or an editor's tour. */
export interface ViewerTour {
  readonly title: string;
  readonly scenes: readonly ViewerScene[];
  readonly markers: readonly Marker[];
  readonly geometries: readonly Geometry[];
  readonly models: readonly Model[];
  readonly initialView: (View & { readonly sceneId: string }) | null;
  readonly settings: Pick<TourSettings, "autorotate" | "sceneList" | "geoMap">;
}
