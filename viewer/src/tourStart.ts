import type { View } from "@orbis/core/contract";
import { visitStart } from "@orbis/core/tours";
import type { ViewerTour } from "./types";

/** Where a visit starts, as the viewer opens it: core's `visitStart`, by scene id. */
export const tourStart = (
  tour: Pick<ViewerTour, "scenes" | "initialView">,
): { sceneId: string | null; view: View | null } => {
  const start = visitStart(tour);
  return start === null
    ? { sceneId: null, view: null }
    : { sceneId: start.scene.id, view: start.view };
};
