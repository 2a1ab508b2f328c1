import "./cesiumBase";
import "cesium/Build/Cesium/Widgets/widgets.css";
import type { Geometry, GeoPosition, Model as TourModel } from "@orbis/core/contract";
import {
  Cartesian2,
  Cartesian3,
  type Viewer as CesiumViewer,
  Color,
  HeadingPitchRoll,
  LabelStyle,
  Rectangle,
  Transforms,
  VerticalOrigin,
} from "cesium";
import { useEffect, useMemo, useRef, useState } from "react";
import { type CesiumComponentRef, Entity, Viewer } from "resium";
import type { ViewerScene } from "../types";
import { offlineBaseLayer } from "./offlineImagery";

/** Props of {@link GeoMap}. */
export interface GeoMapProps {
  readonly scenes: readonly ViewerScene[];
  readonly models?: readonly TourModel[];
  readonly geometries?: readonly Geometry[];
  /** The scene being visited, drawn highlighted. */
  readonly currentSceneId?: string | null;
  /** A pin was clicked: enter that scene. */
  readonly onSceneSelect?: (sceneId: string) => void;
  readonly className?: string;
}

const RAD = Math.PI / 180;
const at = (g: GeoPosition) => Cartesian3.fromDegrees(g.lon, g.lat, g.alt ?? 0);
const PIN = Color.fromCssColorString("#3c9d5d");
const PIN_CURRENT = Color.fromCssColorString("#ffd54a");

/*
 * Every Viewer widget is off: they bind their templates with Knockout, which compiles bindings
 * with `new Function`, and the page's CSP allows no `eval`. The globe, the pins and the mouse
 * navigation need none of them.
 */

/**
 * The tour on a globe with Cesium's own offline imagery: a pin per scene with a position (click
 * to enter it), and the models and geometries that carry coordinates, in place.
 */
const GeoMap = ({
  scenes,
  models = [],
  geometries = [],
  currentSceneId = null,
  onSceneSelect,
  className,
}: GeoMapProps) => {
  const viewer = useRef<CesiumComponentRef<CesiumViewer>>(null);
  const [baseLayer] = useState(offlineBaseLayer);
  const placed = scenes.filter((s) => s.geo !== null);
  const pins = placed.map((s) => `${s.geo?.lon},${s.geo?.lat}`).join(" ");

  // Frame the pins once the globe is there (again only when the pins move).
  const framing = useMemo(() => {
    if (pins === "") return null;
    const points = pins.split(" ").map((p) => p.split(",").map(Number));
    const lons = points.map(([lon]) => lon ?? 0);
    const lats = points.map(([, lat]) => lat ?? 0);
    // Natural Earth is a world map: closer than ~20 km it is a blur, so frame at least that much.
    const pad = 0.25;
    return Rectangle.fromDegrees(
      Math.min(...lons) - pad,
      Math.min(...lats) - pad,
      Math.max(...lons) + pad,
      Math.max(...lats) + pad,
    );
  }, [pins]);
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      const cesium = viewer.current?.cesiumElement;
      tries += 1;
      if (cesium === undefined && tries < 100) return;
      clearInterval(timer);
      if (cesium !== undefined && framing !== null) cesium.camera.setView({ destination: framing });
    }, 50);
    return () => clearInterval(timer);
  }, [framing]);

  return (
    <Viewer
      ref={viewer}
      className={["orbis-geo", className].filter(Boolean).join(" ")}
      baseLayer={baseLayer}
      baseLayerPicker={false}
      geocoder={false}
      timeline={false}
      animation={false}
      navigationHelpButton={false}
      fullscreenButton={false}
      infoBox={false}
      selectionIndicator={false}
      sceneModePicker={false}
      homeButton={false}
      projectionPicker={false}
      vrButton={false}
    >
      {placed.map((s) => (
        <Entity
          key={s.id}
          name={s.title}
          position={at(s.geo as GeoPosition)}
          point={{
            pixelSize: 14,
            color: s.id === currentSceneId ? PIN_CURRENT : PIN,
            outlineColor: Color.WHITE,
            outlineWidth: 2,
          }}
          label={{
            text: s.title,
            font: "14px sans-serif",
            style: LabelStyle.FILL_AND_OUTLINE,
            outlineWidth: 3,
            outlineColor: Color.BLACK,
            verticalOrigin: VerticalOrigin.BOTTOM,
            pixelOffset: new Cartesian2(0, -12),
          }}
          onClick={() => onSceneSelect?.(s.id)}
        />
      ))}
      {models.map((m) =>
        m.geo === null ? null : (
          <Entity
            key={m.id}
            name={m.name}
            position={at(m.geo)}
            orientation={Transforms.headingPitchRollQuaternion(
              at(m.geo),
              new HeadingPitchRoll(
                m.rotation.heading * RAD,
                m.rotation.pitch * RAD,
                m.rotation.roll * RAD,
              ),
            )}
            model={{ uri: m.url, scale: m.scale, minimumPixelSize: 32 }}
          />
        ),
      )}
      {geometries.map((g) => {
        if (g.geo === null) return null;
        const positions = g.geo.map(at);
        const stroke = Color.fromCssColorString(g.style.strokeColor).withAlpha(
          g.style.strokeOpacity,
        );
        return g.type === "polygon" ? (
          <Entity
            key={g.id}
            name={g.title ?? undefined}
            polygon={{
              hierarchy: positions,
              material: Color.fromCssColorString(g.style.fillColor).withAlpha(g.style.fillOpacity),
              outline: true,
              outlineColor: stroke,
            }}
          />
        ) : (
          <Entity
            key={g.id}
            name={g.title ?? undefined}
            polyline={{ positions, width: Math.max(1, g.style.strokeWidth), material: stroke }}
          />
        );
      })}
    </Viewer>
  );
};

export default GeoMap;
