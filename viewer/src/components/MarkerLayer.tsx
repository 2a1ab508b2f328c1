import type { InfoMarker, LinkMarker, Marker, SphericalPoint } from "@orbis/core/contract";
import { type PointerEvent as ReactPointerEvent, useLayoutEffect, useRef } from "react";
import { useFrame, usePanorama } from "../hooks/usePanorama";
import { layoutMarkers, type MarkerInput } from "../math/markerLayout";

/** Props of {@link MarkerLayer}. */
export interface MarkerLayerProps {
  /** The markers of the scene shown. */
  readonly markers: readonly Marker[];
  /** Scene titles by id: a link is labelled with its target's title. */
  readonly sceneTitles?: Readonly<Record<string, string>>;
  readonly onLinkClick?: (marker: LinkMarker) => void;
  readonly onInfoClick?: (marker: InfoMarker) => void;
  /** The marker whose panel is open, shown as pressed. */
  readonly activeId?: string | null;
  /**
   * Editing: markers become draggable and report where they are dragged to (`done` on release).
   * The layer moves nothing by itself: the caller updates `markers` (or not).
   */
  readonly onMarkerMove?: (id: string, point: SphericalPoint, done: boolean) => void;
}

const DRAG_SLOP = 4;

/**
 * The info marker's "i", drawn rather than typed: a letter inside the button would count as its
 * visible text, which the accessible name (the marker's title) must contain.
 */
const InfoGlyph = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="3.5" r="1.7" fill="currentColor" />
    <rect x="6.7" y="6.5" width="2.6" height="8" rx="1.1" fill="currentColor" />
  </svg>
);

const labelOf = (marker: Marker, titles: Readonly<Record<string, string>>) =>
  marker.type === "info" ? marker.title : (titles[marker.targetSceneId] ?? "");

/**
 * Scene links and info markers as buttons over the panorama, placed at their yaw/pitch every
 * frame. A link leads on (`onLinkClick`), an info marker opens its panel (`onInfoClick`).
 */
export const MarkerLayer = ({
  markers,
  sceneTitles = {},
  onLinkClick,
  onInfoClick,
  activeId = null,
  onMarkerMove,
}: MarkerLayerProps) => {
  const { controller, pickClient } = usePanorama();
  const elements = useRef(new Map<string, HTMLButtonElement>());
  const sizes = useRef(new Map<string, { width: number; height: number }>());
  const dragged = useRef(new Map<string, SphericalPoint>());
  const press = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  // The click that ends a drag is not an activation.
  const suppressClick = useRef(false);

  // Labels are measured again whenever the markers or the scene titles they show change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers and sceneTitles re-trigger the measuring
  useLayoutEffect(() => {
    sizes.current.clear();
    for (const [id, element] of elements.current) {
      const label = element.querySelector<HTMLElement>(".orbis-marker-label");
      if (label !== null && label.textContent !== "")
        sizes.current.set(id, { width: label.offsetWidth, height: label.offsetHeight });
    }
    controller.invalidate();
  }, [markers, sceneTitles, controller]);

  useFrame((camera) => {
    const inputs: MarkerInput[] = markers.map((m) => {
      const at = dragged.current.get(m.id) ?? m;
      const size = sizes.current.get(m.id);
      return {
        id: m.id,
        yaw: at.yaw,
        pitch: at.pitch,
        labelWidth: size?.width ?? 0,
        labelHeight: size?.height ?? 0,
      };
    });
    for (const place of layoutMarkers(inputs, camera)) {
      const element = elements.current.get(place.id);
      if (element === undefined) continue;
      element.style.transform = `translate(${place.x.toFixed(1)}px, ${place.y.toFixed(1)}px)`;
      element.style.visibility = place.visible ? "visible" : "hidden";
      element.style.zIndex = String(place.zIndex);
      element.dataset.label = place.showLabel ? "shown" : "hidden";
    }
  });

  const activate = (marker: Marker) => {
    if (marker.type === "link") onLinkClick?.(marker);
    else onInfoClick?.(marker);
  };

  const pointerDown = (marker: Marker, e: ReactPointerEvent<HTMLButtonElement>) => {
    if (onMarkerMove === undefined) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    press.current = { id: marker.id, x: e.clientX, y: e.clientY, moved: false };
  };
  const pointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (p === null || onMarkerMove === undefined) return;
    if (!p.moved && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_SLOP) return;
    p.moved = true;
    const point = pickClient(e.clientX, e.clientY);
    if (point === null) return;
    dragged.current.set(p.id, point);
    controller.invalidate();
    onMarkerMove(p.id, point, false);
  };
  const pointerUp = () => {
    const p = press.current;
    press.current = null;
    if (p === null || !p.moved) return;
    suppressClick.current = true;
    const point = dragged.current.get(p.id);
    dragged.current.delete(p.id);
    controller.invalidate();
    if (point !== undefined) onMarkerMove?.(p.id, point, true);
  };

  return (
    <div className="orbis-markers">
      {markers.map((marker) => {
        const label = labelOf(marker, sceneTitles);
        return (
          <button
            key={marker.id}
            type="button"
            ref={(element) => {
              if (element === null) elements.current.delete(marker.id);
              else elements.current.set(marker.id, element);
            }}
            className={`orbis-marker orbis-marker-${marker.type}`}
            data-marker-id={marker.id}
            data-no-drag=""
            aria-pressed={marker.type === "info" ? activeId === marker.id : undefined}
            aria-label={marker.type === "link" ? `Go to ${label || "the next scene"}` : label}
            style={{ visibility: "hidden" }}
            onClick={() => {
              if (suppressClick.current) {
                suppressClick.current = false;
                return;
              }
              activate(marker);
            }}
            onPointerDown={(e) => pointerDown(marker, e)}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
          >
            <span className="orbis-marker-icon" aria-hidden="true">
              {marker.type === "link" ? "➜" : <InfoGlyph />}
            </span>
            {label !== "" && <span className="orbis-marker-label">{label}</span>}
          </button>
        );
      })}
    </div>
  );
};
