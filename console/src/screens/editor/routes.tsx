import type { RouteObject } from "react-router";

/** `/project/:id/edit/:tourId`: the tour editor, a chunk of its own (the viewer loads inside it). */
export const tourEditorScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./TourEditor")).TourEditor }),
};
