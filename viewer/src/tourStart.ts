import type { View } from "@orbis/core/contract";
import type { ViewerTour } from "./types";

/**
 * Where a visit starts: the initial view's scene at that view, else the first scene in order at
 * its own initial view.
 */
export const tourStart = (
  tour: Pick<ViewerTour, "scenes" | "initialView">,
): { sceneId: string | null; view: View | null } => {
  const first = [...tour.scenes].sort((a, b) => a.order - b.order)[0];
  const initial = tour.initialView;
  const chosen = tour.scenes.find((s) => s.id === initial?.sceneId) ?? first;
  if (chosen === undefined) return { sceneId: null, view: null };
  const view =
    initial !== null && initial.sceneId === chosen.id
      ? { yaw: initial.yaw, pitch: initial.pitch, fov: initial.fov }
      : chosen.initialView;
  return { sceneId: chosen.id, view };
};
