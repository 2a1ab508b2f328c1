import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerCoworkerHandlers } from "./coworkerHandlers";
import { registerProjectHandlers } from "./projectHandlers";
import { registerTourListHandlers } from "./tourListHandlers";

export { type ProjectAccess, requireProject, requireTour, type TourAccess } from "./access";
export { type PersonRow, type ProjectRow, projectRepository } from "./projectRepository";
export { projectTourRepository } from "./projectTourRepository";
export { DEFAULT_SCENE_VIEW, DEFAULT_TOUR_SETTINGS } from "./tourDefaults";
export { tourListRepository, tourThumbnailKey } from "./tourListRepository";
export { iso, personView, type TourListRow, tourListItemView } from "./views";

/** Registers the project calls (main API v2). */
export const registerProjects = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerProjectHandlers(host, deps);
  registerCoworkerHandlers(host, deps);
  registerTourListHandlers(host, deps);
};
