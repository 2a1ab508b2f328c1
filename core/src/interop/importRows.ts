import type { z } from "zod";
import type { Marker } from "../contract/entities/marker";
import type { tourInitialViewSchema } from "../contract/entities/tour";
import type { ImportPlan } from "./plan";

/** Where a visit of a tour starts: a scene and a view. */
export type ImportedStart = z.infer<typeof tourInitialViewSchema>;

const idOf = (sceneIds: ReadonlyMap<string, string>, key: string): string => {
  const id = sceneIds.get(key);
  if (id === undefined) throw new Error(`scene ${key} of the plan has no id`);
  return id;
};

/**
 * The plan's markers as the contract's, once its scenes exist: scene keys become the ids the
 * scenes got (`sceneIds`, by plan key) and every marker gets a fresh id from `mintId`. Info
 * markers have no voice yet. Throws when a scene of the plan has no id (a caller's bug).
 */
export const importedMarkers = (
  plan: ImportPlan,
  sceneIds: ReadonlyMap<string, string>,
  mintId: () => string,
): Marker[] =>
  plan.markers.map((marker): Marker => {
    const place = {
      id: mintId(),
      sceneId: idOf(sceneIds, marker.sceneKey),
      yaw: marker.yaw,
      pitch: marker.pitch,
    };
    if (marker.type === "info")
      return {
        ...place,
        type: "info",
        title: marker.title,
        text: marker.text,
        url: marker.url,
        voice: null,
      };
    return {
      ...place,
      type: "link",
      targetSceneId: idOf(sceneIds, marker.targetSceneKey),
      targetView: marker.targetView,
    };
  });

/** The start of the imported tour: the plan's first scene, at its initial view. */
export const importedStart = (
  plan: ImportPlan,
  sceneIds: ReadonlyMap<string, string>,
): ImportedStart => {
  const first = plan.scenes.find((scene) => scene.key === plan.firstSceneKey) ?? plan.scenes[0];
  if (first === undefined) throw new Error("the plan has no scene");
  return { sceneId: idOf(sceneIds, first.key), ...first.initialView };
};
