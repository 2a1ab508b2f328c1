import type { PublishedTour, Tour } from "@orbis/core/contract";

/**
 * A snapshot as the contract's `Tour`, for `toPannellumTour`: the fields a snapshot leaves out
 * (project, upload names and sizes, history) are filled with neutral values the export ignores.
 */
export const snapshotAsTour = (s: PublishedTour): Tour => ({
  id: s.tourId,
  projectId: s.tourId,
  title: s.title,
  description: s.description,
  scenes: s.scenes.map((scene) => ({
    ...scene,
    fileName: scene.id,
    image: { width: 2, height: 1, bytes: 0, sha256: null },
  })),
  markers: s.markers,
  geometries: s.geometries,
  models: s.models,
  initialView: s.initialView,
  thumbnailUrl: s.thumbnailUrl,
  settings: s.settings,
  publishHistory: [],
  createdAt: s.publishedAt,
  updatedAt: s.publishedAt,
});
