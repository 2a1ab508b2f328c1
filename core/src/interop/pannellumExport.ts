import type { View } from "../contract/entities/position";
import type { Scene } from "../contract/entities/scene";
import type { Tour } from "../contract/entities/tour";
import { negate } from "./angles";
import { markerHotSpot, type PannellumExportOptions } from "./pannellumExportParts";
import type { PannellumHotSpot, PannellumScene, PannellumTour } from "./pannellumSchema";
import { interopError } from "./problems";

/** The document name in export refusals. */
const ORBIS = "Orbis tour";

/**
 * An Orbis tour as a Pannellum tour configuration. Tiled scenes become `multires` (tiles at
 * `tiles.baseUrl` (or `sceneTilesBase(id)`) + `/%l/%s%y_%x.jpg`, levels 1…`levels`, Pannellum's layout); untiled ones
 * `equirectangular` with `panoramaUrl(scene)`. The start scene shows the tour's initial view,
 * other scenes their own; north offsets and autorotation change sign (Pannellum's conventions);
 * link markers keep their target view (`targetHfov: "same"` when they have no fov); info
 * markers become `info` spots whose text is the title, a line break and the text, escaped by
 * Pannellum (`escapeHTML`). Geometries, models, voices and links to missing scenes are left
 * out. Refuses (10400) a tour without scenes and an untiled scene without an image URL.
 */
export const toPannellumTour = (tour: Tour, options: PannellumExportOptions): PannellumTour => {
  const ordered = tour.scenes
    .map((scene, index) => ({ scene, index }))
    .sort((a, b) => a.scene.order - b.scene.order || a.index - b.index);
  const firstEntry =
    ordered.find(({ scene }) => scene.id === tour.initialView?.sceneId) ?? ordered[0];
  if (firstEntry === undefined)
    throw interopError(ORBIS, ["scenes"], "the tour has no scene to export");
  const first = firstEntry.scene;
  const titles = new Map(tour.scenes.map((scene) => [scene.id, scene.title]));
  const image = ({ scene, index }: { scene: Scene; index: number }) => {
    if (scene.tiles !== null) {
      const multiRes = {
        basePath: options.sceneTilesBase?.(scene.id) ?? scene.tiles.baseUrl,
        path: options.tilePath ?? "/%l/%s%y_%x",
        extension: options.extension ?? "jpg",
        tileResolution: scene.tiles.tileSize,
        maxLevel: scene.tiles.levels,
        cubeResolution: scene.tiles.cubeSize,
      };
      const withFallback =
        options.fallbackPath === undefined
          ? multiRes
          : { ...multiRes, fallbackPath: options.fallbackPath };
      return { type: "multires" as const, multiRes: withFallback };
    }
    const panorama = options.panoramaUrl ? options.panoramaUrl(scene) : scene.previewUrl;
    if (!panorama)
      throw interopError(
        ORBIS,
        ["scenes", index],
        `scene ${JSON.stringify(scene.id)} has no image yet (not tiled, no panorama URL)`,
      );
    return { type: "equirectangular" as const, panorama };
  };
  const scenes = ordered.map((entry): [string, PannellumScene] => {
    const { scene } = entry;
    const view: View =
      scene.id === first.id && tour.initialView ? tour.initialView : scene.initialView;
    const hotSpots = tour.markers
      .filter((marker) => marker.sceneId === scene.id)
      .map((marker) => markerHotSpot(marker, titles))
      .filter((spot): spot is PannellumHotSpot => spot !== null);
    return [
      scene.id,
      {
        title: scene.title,
        ...image(entry),
        yaw: view.yaw,
        pitch: view.pitch,
        hfov: view.fov,
        northOffset: negate(scene.northOffset),
        hotSpots,
      },
    ];
  });
  const autorotate = tour.settings.autorotate;
  return {
    escapeHTML: true,
    default: {
      firstScene: first.id,
      title: tour.title,
      ...(options.author === undefined ? {} : { author: options.author }),
      sceneFadeDuration: options.sceneFadeDuration ?? 1000,
      autoLoad: options.autoLoad ?? true,
      ...(autorotate === 0 ? {} : { autoRotate: negate(autorotate) }),
    },
    scenes: Object.fromEntries(scenes),
  };
};
