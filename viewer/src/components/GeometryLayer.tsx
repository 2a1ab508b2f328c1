import type { Geometry, GeometryStyle, SphericalPoint } from "@orbis/core/contract";
import { useId, useRef } from "react";
import { useFrame } from "../hooks/usePanorama";
import { geometryPath } from "../math/paths";
import { projectPoint } from "../math/projection";

/** A shape being drawn in the editor, vertex by vertex. */
export interface GeometryDraft {
  readonly type: "polygon" | "polyline";
  readonly vertices: readonly SphericalPoint[];
  readonly style?: Partial<GeometryStyle>;
}

/** Props of {@link GeometryLayer}. */
export interface GeometryLayerProps {
  /** The geometries of the scene shown. */
  readonly geometries: readonly Geometry[];
  /** A shape being drawn: dashed, with its vertices marked. */
  readonly draft?: GeometryDraft | null;
  readonly onGeometryClick?: (geometry: Geometry) => void;
}

const DRAFT_STYLE: GeometryStyle = {
  strokeColor: "#ffd54a",
  strokeWidth: 2,
  strokeOpacity: 1,
  fillColor: "#ffd54a",
  fillOpacity: 0.15,
  fillImage: null,
};

/**
 * Polygons and polylines drawn on the sphere, as SVG over the panorama: each edge follows its
 * great circle, clipped where it passes behind the viewer.
 */
export const GeometryLayer = ({
  geometries,
  draft = null,
  onGeometryClick,
}: GeometryLayerProps) => {
  const paths = useRef(new Map<string, SVGPathElement>());
  const draftPath = useRef<SVGPathElement>(null);
  const handles = useRef<SVGGElement>(null);
  const idBase = useId();

  useFrame((camera) => {
    for (const g of geometries)
      paths.current
        .get(g.id)
        ?.setAttribute("d", geometryPath(g.vertices, g.type === "polygon", camera));
    if (draft === null) return;
    const closed = draft.type === "polygon" && draft.vertices.length >= 3;
    draftPath.current?.setAttribute("d", geometryPath(draft.vertices, closed, camera));
    const circles = handles.current?.children;
    draft.vertices.forEach((v, i) => {
      const circle = circles?.[i];
      const p = projectPoint(v, camera);
      circle?.setAttribute("visibility", p === null ? "hidden" : "visible");
      if (p === null) return;
      circle?.setAttribute("cx", p.x.toFixed(1));
      circle?.setAttribute("cy", p.y.toFixed(1));
    });
  });

  const draftStyle = { ...DRAFT_STYLE, ...draft?.style };
  return (
    <svg className="orbis-geometries" aria-hidden="true">
      <defs>
        {geometries.map((g, i) =>
          g.style.fillImage === null ? null : (
            <pattern
              key={g.id}
              id={`${idBase}-${i}`}
              patternContentUnits="objectBoundingBox"
              width="1"
              height="1"
            >
              <image href={g.style.fillImage} width="1" height="1" preserveAspectRatio="none" />
            </pattern>
          ),
        )}
      </defs>
      {geometries.map((g, i) => (
        // Pointer picking for the editor; the same geometries are listed as buttons elsewhere.
        // biome-ignore lint/a11y/noStaticElementInteractions: an SVG shape clicked in the editor
        <path
          key={g.id}
          ref={(element) => {
            if (element === null) paths.current.delete(g.id);
            else paths.current.set(g.id, element);
          }}
          data-geometry-id={g.id}
          stroke={g.style.strokeColor}
          strokeWidth={g.style.strokeWidth}
          strokeOpacity={g.style.strokeOpacity}
          strokeLinejoin="round"
          fill={
            g.type === "polyline"
              ? "none"
              : g.style.fillImage === null
                ? g.style.fillColor
                : `url(#${idBase}-${i})`
          }
          fillOpacity={g.type === "polygon" ? g.style.fillOpacity : undefined}
          pointerEvents={onGeometryClick ? "visiblePainted" : "none"}
          onClick={onGeometryClick ? () => onGeometryClick(g) : undefined}
        >
          {g.title !== null && <title>{g.title}</title>}
        </path>
      ))}
      {draft !== null && (
        <>
          <path
            ref={draftPath}
            stroke={draftStyle.strokeColor}
            strokeWidth={draftStyle.strokeWidth}
            strokeDasharray="6 4"
            fill={draft.type === "polygon" ? draftStyle.fillColor : "none"}
            fillOpacity={draftStyle.fillOpacity}
            pointerEvents="none"
          />
          <g ref={handles} pointerEvents="none">
            {draft.vertices.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a draft may hold the same point twice; its order never changes
              <circle key={`${i}:${v.yaw}:${v.pitch}`} r="5" fill={draftStyle.strokeColor} />
            ))}
          </g>
        </>
      )}
    </svg>
  );
};
