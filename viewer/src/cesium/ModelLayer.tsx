import "./cesiumBase";
import type { GeoPosition, Model as TourModel } from "@orbis/core/contract";
import {
  Cartesian3,
  type CesiumWidget as CesiumWidgetType,
  Color,
  DirectionalLight,
  HeadingPitchRoll,
  Matrix4,
  PerspectiveFrustum,
  Transforms,
} from "cesium";
import { useMemo, useRef, useState } from "react";
import { type CesiumComponentRef, CesiumWidget, Model } from "resium";
import { useFrame, usePanorama } from "../hooks/usePanorama";
import { cameraOrientation, cesiumFov, enuOffset } from "../math/modelFrame";

/** Props of {@link ModelLayer}. */
export interface ModelLayerProps {
  /** The models of the scene shown. */
  readonly models: readonly TourModel[];
  /** Where the scene was taken and which yaw faces north; without a place, any place will do. */
  readonly geo: GeoPosition | null;
  readonly northOffset: number;
  readonly onModelError?: (model: TourModel, error: unknown) => void;
}

const RAD = Math.PI / 180;

// Constructor options of the widget: the same objects every render, or Resium rebuilds it.
const CONTEXT_OPTIONS = { webgl: { alpha: true, premultipliedAlpha: true } };
const prepared = new WeakSet<CesiumWidgetType>();

/**
 * The scene's glTF/GLB models in 3D over the panorama: a transparent Cesium canvas whose
 * camera stands where the panorama was taken and turns with the panorama's view every frame.
 * Models stand at their yaw/pitch and distance, in an east-north-up frame at that place.
 */
const ModelLayer = ({ models, geo, northOffset, onModelError }: ModelLayerProps) => {
  const { controller } = usePanorama();
  const widget = useRef<CesiumComponentRef<CesiumWidgetType>>(null);
  const origin = useMemo(
    () => Cartesian3.fromDegrees(geo?.lon ?? 0, geo?.lat ?? 0, geo?.alt ?? 0),
    [geo?.lon, geo?.lat, geo?.alt],
  );
  const frame = useMemo(() => Transforms.eastNorthUpToFixedFrame(origin), [origin]);
  const matrices = useMemo(
    () =>
      models.map((m) => {
        const [e, n, u] = enuOffset(m, m.distance, northOffset);
        const at = Matrix4.multiplyByPoint(frame, new Cartesian3(e, n, u), new Cartesian3());
        const hpr = new HeadingPitchRoll(
          m.rotation.heading * RAD,
          m.rotation.pitch * RAD,
          m.rotation.roll * RAD,
        );
        return Transforms.headingPitchRollToFixedFrame(at, hpr);
      }),
    [models, frame, northOffset],
  );

  const [credits] = useState(() => document.createElement("div"));

  useFrame(() => {
    const cesium = widget.current?.cesiumElement;
    if (cesium === undefined || cesium.isDestroyed()) return;
    if (!prepared.has(cesium)) setUp(cesium);
    const { scene } = cesium;
    const { width, height } = controller.viewport;
    scene.camera.setView({
      destination: origin,
      orientation: cameraOrientation(controller.view, northOffset),
    });
    const frustum = scene.camera.frustum;
    if (frustum instanceof PerspectiveFrustum) {
      frustum.fov = cesiumFov(controller.view.fov, width, height);
      frustum.near = 0.05;
    }
    scene.requestRender();
  });

  function setUp(cesium: CesiumWidgetType) {
    prepared.add(cesium);
    const { scene } = cesium;
    scene.backgroundColor = Color.TRANSPARENT;
    scene.globe.show = false;
    if (scene.sun) scene.sun.show = false;
    if (scene.moon) scene.moon.show = false;
    scene.fog.enabled = false;
    scene.screenSpaceCameraController.enableInputs = false;
    // A fixed light from above and behind the viewer: the sun's place at the clock's time
    // could leave the models in the dark.
    const down = Matrix4.multiplyByPointAsVector(
      frame,
      new Cartesian3(0.3, 0.6, -1),
      new Cartesian3(),
    );
    scene.light = new DirectionalLight({ direction: Cartesian3.normalize(down, down) });
  }

  return (
    <CesiumWidget
      ref={widget}
      className="orbis-models"
      baseLayer={false}
      skyBox={false}
      skyAtmosphere={false}
      requestRenderMode
      maximumRenderTimeChange={Number.POSITIVE_INFINITY}
      contextOptions={CONTEXT_OPTIONS}
      creditContainer={credits}
    >
      {models.map((m, i) => (
        <Model
          key={m.id}
          url={m.url}
          modelMatrix={matrices[i]}
          scale={m.scale}
          onReady={() => controller.invalidate()}
          onError={(error) => onModelError?.(m, error)}
        />
      ))}
    </CesiumWidget>
  );
};

export default ModelLayer;
