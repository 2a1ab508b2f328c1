import type { Geometry, Model, Tour } from "@orbis/core/contract";
import type { EditorDocument } from "@orbis/core/tours";
import type { ViewerTour } from "@orbis/viewer";

/**
 * The tour the editor's viewer draws: the server's scenes (tiles, previews) in the document's
 * order with its titles and views, the document's markers and start, and the saved geometries and
 * models. Scenes still tiling are left out: the viewer has nothing to draw for them yet.
 */
export const editorViewerTour = (
  tour: Tour,
  doc: EditorDocument,
  geometries: readonly Geometry[],
  models: readonly Model[],
): ViewerTour => {
  const images = new Map(tour.scenes.map((s) => [s.id, s]));
  const scenes = doc.scenes.flatMap((edit) => {
    const image = images.get(edit.id);
    return image && image.tiles !== null ? [{ ...image, ...edit }] : [];
  });
  return {
    title: tour.title,
    scenes,
    markers: doc.markers,
    geometries,
    models,
    initialView: doc.initialView,
    settings: tour.settings,
  };
};
