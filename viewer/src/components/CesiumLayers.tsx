import { lazy, Suspense } from "react";
import type { GeoMapProps } from "../cesium/GeoMap";
import type { ModelLayerProps } from "../cesium/ModelLayer";
import { CesiumBoundary } from "./CesiumBoundary";

/*
 * The Cesium parts load on demand: CesiumJS is about a megabyte of gzipped script, and a visitor
 * who never opens the map in a scene without models never downloads it.
 */

const LazyModelLayer = lazy(() => import("../cesium/ModelLayer"));
const LazyGeoMap = lazy(() => import("../cesium/GeoMap"));

/**
 * A scene's glTF models over its panorama (Resium/Cesium, loaded when first shown). Must sit
 * inside a `PanoramaView`.
 */
export const ModelLayer = (props: ModelLayerProps) =>
  props.models.length === 0 ? null : (
    <CesiumBoundary>
      <Suspense fallback={null}>
        <LazyModelLayer {...props} />
      </Suspense>
    </CesiumBoundary>
  );

/** The tour on a globe (Resium/Cesium, loaded when first shown). */
export const GeoMap = (props: GeoMapProps) => (
  <CesiumBoundary
    fallback={<div className="orbis-geo orbis-geo-loading">The map could not be shown.</div>}
  >
    <Suspense fallback={<div className="orbis-geo orbis-geo-loading">Loading the map…</div>}>
      <LazyGeoMap {...props} />
    </Suspense>
  </CesiumBoundary>
);

export type { GeoMapProps, ModelLayerProps };
