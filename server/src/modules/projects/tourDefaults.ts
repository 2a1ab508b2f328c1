import type { TourSettings, View } from "@orbis/core/contract";

/** Settings of a new tour: nothing plan-gated on, scene list and map offered, no autorotation. */
export const DEFAULT_TOUR_SETTINGS: TourSettings = {
  seo: null,
  og: null,
  ga: null,
  autorotate: 0,
  sceneList: true,
  geoMap: true,
};

/** The view a new scene opens with: straight ahead at the horizon, 100° wide as Pannellum's default. */
export const DEFAULT_SCENE_VIEW: View = { yaw: 0, pitch: 0, fov: 100 };
