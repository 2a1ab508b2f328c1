import type { Marker } from "../contract/entities/marker";
import type { Scene } from "../contract/entities/scene";
import type { PannellumHotSpot } from "./pannellumSchema";
import { joinInfoText } from "./text";

/** How `toPannellumTour` finds a tour's images and shapes the viewer. */
export interface PannellumExportOptions {
  /**
   * The URL (or path) of a tiled scene's tile folder, Pannellum's `multiRes.basePath`: the
   * scene's `tiles.baseUrl` unless given (e.g. relative paths in a static site).
   */
  readonly sceneTilesBase?: (sceneId: string) => string;
  /** An untiled scene's equirectangular image; by default its `previewUrl`. */
  readonly panoramaUrl?: (scene: Scene) => string | null;
  /** Tile path under the base, Pannellum placeholders: default `/%l/%s%y_%x`. */
  readonly tilePath?: string;
  /** Tile file extension without the dot: default `jpg`. */
  readonly extension?: string;
  /** Fallback faces path under the base (`/fallback/%s`), when the tiles have them. */
  readonly fallbackPath?: string;
  /** Milliseconds of the fade between scenes: default 1000. */
  readonly sceneFadeDuration?: number;
  /** Whether the viewer loads without a click: default true. */
  readonly autoLoad?: boolean;
  readonly author?: string;
}

/** A marker as a hot spot: links carry their target view, info spots their title and text. */
export const markerHotSpot = (
  marker: Marker,
  titles: ReadonlyMap<string, string>,
): PannellumHotSpot | null => {
  const place = { id: marker.id, pitch: marker.pitch, yaw: marker.yaw };
  if (marker.type === "info") {
    const spot: PannellumHotSpot = {
      ...place,
      type: "info",
      text: joinInfoText(marker.title, marker.text),
    };
    return marker.url === null ? spot : { ...spot, URL: marker.url };
  }
  const title = titles.get(marker.targetSceneId);
  if (title === undefined) return null;
  return {
    ...place,
    type: "scene",
    text: title,
    sceneId: marker.targetSceneId,
    targetYaw: marker.targetView.yaw,
    targetPitch: marker.targetView.pitch,
    targetHfov: marker.targetView.fov ?? "same",
  };
};
