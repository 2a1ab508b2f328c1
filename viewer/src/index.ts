/*
 * @orbis/viewer: React components for Orbis tours on a small WebGL panorama renderer, with
 * Resium/Cesium for the geo map and glTF models (loaded only when shown). The pure parts are
 * exported too, for the console's editor.
 */
import "./viewer.css";

export {
  GeoMap,
  type GeoMapProps,
  ModelLayer,
  type ModelLayerProps,
} from "./components/CesiumLayers";
export {
  type GeometryDraft,
  GeometryLayer,
  type GeometryLayerProps,
} from "./components/GeometryLayer";
export { InfoPanel, type InfoPanelProps } from "./components/InfoPanel";
export { MarkerLayer, type MarkerLayerProps } from "./components/MarkerLayer";
export { PanoramaControls, type PanoramaControlsProps } from "./components/PanoramaControls";
export {
  type PanoramaHandle,
  type PanoramaScene,
  PanoramaView,
  type PanoramaViewProps,
} from "./components/PanoramaView";
export {
  TourViewer,
  type TourViewerHandle,
  type TourViewerProps,
  type ViewerEditing,
  type ViewerMode,
} from "./components/TourViewer";
export { VoicePlayer, type VoicePlayerProps } from "./components/VoicePlayer";
export {
  type GeometryDrawing,
  type ModelSpot,
  useGeometryDrawing,
  useModelPlacement,
} from "./hooks/useEditingTools";
export { type Fullscreen, useFullscreen } from "./hooks/useFullscreen";
export { type Gyroscope, useGyroscope } from "./hooks/useGyroscope";
export { type PanoramaApi, useFrame, usePanorama } from "./hooks/usePanorama";
export { type PanoramaClick, usePointerControls } from "./hooks/usePointerControls";
export {
  FADE_MS,
  type SceneNavigation,
  type TargetView,
  useSceneNavigation,
} from "./hooks/useSceneNavigation";
export { dragView, keyView, pinchFactor, wheelFactor, zoomView } from "./math/gestures";
export {
  chooseLevels,
  DESKTOP_LIMITS,
  type DeviceLimits,
  type LevelChoice,
  levelForView,
  neededFaceSize,
  PHONE_LIMITS,
  sphereLevel,
} from "./math/levels";
export { layoutMarkers, type MarkerInput, type MarkerPlacement } from "./math/markerLayout";
export { cameraOrientation, cesiumFov, enuOffset, headingOf } from "./math/modelFrame";
export { type DeviceAngles, deviceLook } from "./math/orientation";
export { densify, geometryPath } from "./math/paths";
export {
  onScreen,
  projectDirection,
  projectPoint,
  type ScreenPoint,
  screenToDirection,
  screenToYawPitch,
} from "./math/projection";
export { planTiles, type TilePlan, tileOfKey } from "./math/tilePlan";
export { levelTiles, type Tile, tileCorners, visibleTiles } from "./math/tiles";
export {
  angleBetween,
  type Camera,
  cameraOf,
  clampView,
  DEFAULT_LIMITS,
  normalizeYaw,
  type ViewLimits,
  type Viewport,
  verticalFov,
} from "./math/view";
export { loadImage, warmImage } from "./render/loadImage";
export {
  PanoramaRenderer,
  type RendererOptions,
  type RendererScene,
} from "./render/PanoramaRenderer";
export { type PanoramaEngine, startPanoramaEngine } from "./render/panoramaEngine";
export { type FrameListener, ViewController } from "./render/ViewController";
export { tourStart } from "./tourStart";
export type { ViewerScene, ViewerTour } from "./types";
