import type { View } from "../contract/entities/position";

/** What deciding where a visit starts needs of a scene. */
export interface StartScene {
  readonly id: string;
  readonly order: number;
  readonly initialView: View;
}

/** Where a visit starts: a scene, and the view to open it at. */
export interface VisitStart<S extends StartScene> {
  readonly scene: S;
  readonly view: View;
}

/**
 * Where a visit of a tour starts: the scene of the tour's initial view, at that view; else (no
 * initial view, or its scene is gone) the first scene in order, at its own initial view. `null`
 * for a tour without scenes. The viewer opens there and the published page preloads that
 * scene's preview, so both must agree.
 */
export const visitStart = <S extends StartScene>(tour: {
  readonly scenes: readonly S[];
  readonly initialView: (View & { readonly sceneId: string }) | null;
}): VisitStart<S> | null => {
  const initial = tour.initialView;
  const chosen =
    tour.scenes.find((s) => s.id === initial?.sceneId) ??
    [...tour.scenes].sort((a, b) => a.order - b.order)[0];
  if (chosen === undefined) return null;
  const view =
    initial !== null && initial.sceneId === chosen.id
      ? { yaw: initial.yaw, pitch: initial.pitch, fov: initial.fov }
      : chosen.initialView;
  return { scene: chosen, view };
};
