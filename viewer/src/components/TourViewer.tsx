import type {
  Geometry,
  InfoMarker,
  LinkMarker,
  Marker,
  SphericalPoint,
  View,
} from "@orbis/core/contract";
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { type TargetView, useSceneNavigation } from "../hooks/useSceneNavigation";
import type { PanoramaEngine } from "../render/panoramaEngine";
import type { ViewerTour } from "../types";
import { GeoMap, ModelLayer } from "./CesiumLayers";
import { type GeometryDraft, GeometryLayer } from "./GeometryLayer";
import { InfoPanel } from "./InfoPanel";
import { MarkerLayer } from "./MarkerLayer";
import { PanoramaControls } from "./PanoramaControls";
import { type PanoramaHandle, PanoramaView } from "./PanoramaView";

/** The tour editor's hooks into the viewer: everything is reported, nothing decided here. */
export interface ViewerEditing {
  /** A click on the panorama (not on a marker), with the yaw/pitch under it. */
  readonly onPick?: (point: SphericalPoint) => void;
  /** Markers become draggable; called while dragging and once more on release (`done`). */
  readonly onMarkerMove?: (id: string, point: SphericalPoint, done: boolean) => void;
  /** A marker was clicked: while editing, links do not lead on and info panels do not open. */
  readonly onMarkerSelect?: (marker: Marker) => void;
  /** A geometry was clicked. */
  readonly onGeometryClick?: (geometry: Geometry) => void;
  /** A shape being drawn, shown dashed with its vertices. */
  readonly draft?: GeometryDraft | null;
}

/** Which face of the tour is shown. */
/** The items of a list that belong to a scene. */
const inScene = <T extends { sceneId: string }>(list: readonly T[], sceneId: string | undefined) =>
  list.filter((item) => item.sceneId === sceneId);

export type ViewerMode = "panorama" | "map";

/** Imperative handle of a `TourViewer`. */
export interface TourViewerHandle {
  /** Goes to a scene with a fade, looking at `target` or the scene's initial view. */
  readonly goTo: (sceneId: string, target?: TargetView) => void;
  /** Turns the current scene's view, animated by default. */
  readonly lookAt: (view: View, animate?: boolean) => void;
}

/** Props of {@link TourViewer}. */
export interface TourViewerProps {
  readonly tour: ViewerTour;
  /** A scene to go to; the tour's initial scene when absent. Changing it navigates there. */
  readonly sceneId?: string;
  readonly onSceneChange?: (sceneId: string) => void;
  readonly mode?: ViewerMode;
  readonly onModeChange?: (mode: ViewerMode) => void;
  readonly onViewChange?: (view: View) => void;
  /** Called once per scene when its first pixels are on screen. */
  readonly onFirstFrame?: (sceneId: string) => void;
  /** Turns the viewer into the editor's canvas. */
  readonly editing?: ViewerEditing;
  readonly className?: string;
  readonly handle?: Ref<TourViewerHandle>;
  /** An engine already drawing the starting scene (the published page starts one early). */
  readonly engine?: PanoramaEngine;
  /** Extra interface drawn over the viewer (the published page's bar and scene list). */
  readonly children?: ReactNode;
}

/**
 * A whole tour: the panorama of the current scene with its geometries, models and markers,
 * scene links with a fade between scenes, info panels with their voices, and the geo map.
 */
export const TourViewer = ({
  tour,
  sceneId,
  onSceneChange,
  mode = "panorama",
  onModeChange,
  onViewChange,
  onFirstFrame,
  editing,
  className,
  handle,
  engine,
  children,
}: TourViewerProps) => {
  const root = useRef<HTMLDivElement>(null);
  const panorama = useRef<PanoramaHandle>(null);
  const nav = useSceneNavigation(tour, () => panorama.current?.controller.view ?? null);
  const [info, setInfo] = useState<InfoMarker | null>(null);
  const { scene, view, fading, goTo, firstFrame } = nav;

  useEffect(() => {
    if (sceneId !== undefined) goTo(sceneId);
  }, [sceneId, goTo]);
  useImperativeHandle(
    handle,
    () => ({ goTo, lookAt: (to, animate) => panorama.current?.lookAt(to, animate) }),
    [goTo],
  );
  useEffect(() => {
    setInfo(null);
    if (scene !== null) onSceneChange?.(scene.id);
  }, [scene, onSceneChange]);

  const titles = useMemo(
    () => Object.fromEntries(tour.scenes.map((s) => [s.id, s.title])),
    [tour.scenes],
  );
  const shownId = scene?.id;
  const markers = useMemo(() => inScene(tour.markers, shownId), [tour.markers, shownId]);
  const geometries = useMemo(() => inScene(tour.geometries, shownId), [tour.geometries, shownId]);
  const models = useMemo(() => inScene(tour.models, shownId), [tour.models, shownId]);

  const follow = useCallback(
    (marker: LinkMarker) => goTo(marker.targetSceneId, marker.targetView),
    [goTo],
  );
  const select = editing?.onMarkerSelect;

  return (
    <div
      ref={root}
      className={["orbis-tour", className].filter(Boolean).join(" ")}
      data-mode={mode}
    >
      <PanoramaView
        handle={panorama}
        engine={engine}
        scene={scene}
        view={view ?? undefined}
        autorotate={editing ? 0 : tour.settings.autorotate}
        onViewChange={onViewChange}
        onFirstFrame={(id) => {
          firstFrame(id);
          onFirstFrame?.(id);
        }}
        onPanoramaClick={editing?.onPick ? (click) => editing.onPick?.(click.point) : undefined}
        label={scene?.title ?? tour.title}
      >
        <GeometryLayer
          geometries={geometries}
          draft={editing?.draft}
          onGeometryClick={editing?.onGeometryClick}
        />
        {scene !== null && (
          <ModelLayer models={models} geo={scene.geo} northOffset={scene.northOffset} />
        )}
        <MarkerLayer
          markers={markers}
          sceneTitles={titles}
          activeId={info?.id ?? null}
          onLinkClick={select ?? follow}
          onInfoClick={select ?? setInfo}
          onMarkerMove={editing?.onMarkerMove}
        />
        <PanoramaControls fullscreenTarget={root} />
      </PanoramaView>
      <div className="orbis-fade" data-state={fading ? "opaque" : "clear"} aria-hidden="true" />
      {info !== null && <InfoPanel marker={info} onClose={() => setInfo(null)} />}
      {mode === "map" && (
        <GeoMap
          scenes={tour.scenes}
          models={tour.models}
          geometries={tour.geometries}
          currentSceneId={scene?.id ?? null}
          onSceneSelect={(id) => {
            goTo(id);
            onModeChange?.("panorama");
          }}
        />
      )}
      {children}
    </div>
  );
};
