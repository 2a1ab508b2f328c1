import type { View } from "@orbis/core/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { tourStart } from "../tourStart";
import type { ViewerScene, ViewerTour } from "../types";

/** A scene link's target view: no fov keeps the current one. */
export interface TargetView {
  readonly yaw: number;
  readonly pitch: number;
  readonly fov?: number;
}

/** Where the visitor is in a tour, and how to move on. */
export interface SceneNavigation {
  readonly scene: ViewerScene | null;
  /** The view the current scene opens with. */
  readonly view: View | null;
  /** True from leaving a scene until the next one's first frame: the fade is dark. */
  readonly fading: boolean;
  /** Goes to a scene (fading out first), looking at `target` or the scene's initial view. */
  readonly goTo: (sceneId: string, target?: TargetView) => void;
  /** Report a scene's first frame: the fade clears. */
  readonly firstFrame: (sceneId: string) => void;
}

/** How long the fade to dark takes, in ms (the CSS transition matches it). */
export const FADE_MS = 250;
/** The fade clears after this long even if the next scene never draws (a missing image). */
const FADE_GIVE_UP_MS = 4000;

/** Asks the HTTP cache for an image early, so entering its scene draws at once. */
const prefetch = (url: string | null) => {
  if (url !== null && typeof fetch === "function")
    fetch(url, { mode: "cors", credentials: "same-origin" }).catch(() => undefined);
};

/**
 * The current scene of a tour and the move between scenes: fade out, switch, fade back in when
 * the new scene has drawn. The previews of the scenes the current one links to are fetched
 * ahead once it has drawn.
 */
export const useSceneNavigation = (
  tour: ViewerTour,
  currentView: () => View | null,
): SceneNavigation => {
  const [place, setPlace] = useState(() => tourStart(tour));
  const [fading, setFading] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latest = useRef({ tour, place, currentView });
  latest.current = { tour, place, currentView };

  const scene = tour.scenes.find((s) => s.id === place.sceneId) ?? null;
  // The tour lost the current scene (an editor removed it): start over.
  useEffect(() => {
    if (scene === null && tour.scenes.length > 0) setPlace(tourStart(tour));
  }, [scene, tour]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const goTo = useCallback((sceneId: string, target?: TargetView) => {
    const { tour: t, place: p, currentView: now } = latest.current;
    const next = t.scenes.find((s) => s.id === sceneId);
    if (next === undefined || sceneId === p.sceneId) return;
    const fov = target?.fov ?? now()?.fov ?? next.initialView.fov;
    const view =
      target === undefined ? next.initialView : { yaw: target.yaw, pitch: target.pitch, fov };
    prefetch(next.previewUrl);
    setFading(true);
    timers.current.forEach(clearTimeout);
    timers.current = [
      setTimeout(() => setPlace({ sceneId, view }), FADE_MS),
      setTimeout(() => setFading(false), FADE_GIVE_UP_MS),
    ];
  }, []);

  const firstFrame = useCallback((sceneId: string) => {
    const { tour: t, place: p } = latest.current;
    if (sceneId !== p.sceneId) return;
    setFading(false);
    for (const m of t.markers)
      if (m.sceneId === sceneId && m.type === "link")
        prefetch(t.scenes.find((s) => s.id === m.targetSceneId)?.previewUrl ?? null);
  }, []);

  return { scene, view: place.view, fading, goTo, firstFrame };
};
