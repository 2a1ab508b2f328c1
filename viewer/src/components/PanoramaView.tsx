import type { View } from "@orbis/core/contract";
import {
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { clientPicker, PanoramaContext } from "../hooks/usePanorama";
import { type PanoramaClick, usePointerControls } from "../hooks/usePointerControls";
import { DESKTOP_LIMITS, type DeviceLimits, PHONE_LIMITS } from "../math/levels";
import { DEFAULT_LIMITS, type ViewLimits } from "../math/view";
import type { PanoramaRenderer, RendererScene } from "../render/PanoramaRenderer";
import { type PanoramaEngine, startPanoramaEngine } from "../render/panoramaEngine";
import { ViewController } from "../render/ViewController";

/** A scene as the panorama draws it. */
export interface PanoramaScene extends RendererScene {
  readonly initialView: View;
}

/** Imperative handle of a `PanoramaView`. */
export interface PanoramaHandle {
  readonly controller: ViewController;
  /** Turns to a view, animated by default. */
  readonly lookAt: (view: View, animate?: boolean) => void;
}

/** Props of {@link PanoramaView}. */
export interface PanoramaViewProps {
  /** The scene to show; null shows nothing. */
  readonly scene: PanoramaScene | null;
  /** The view to open the scene with; the scene's initial view when absent. */
  readonly view?: View;
  readonly limits?: Partial<ViewLimits>;
  /** Autorotation in degrees per second (negative turns left); stops at the first gesture. */
  readonly autorotate?: number;
  /** Texture limits; phones' or desktops' defaults by pointer kind when absent. */
  readonly deviceLimits?: DeviceLimits;
  /** Called on frames that moved the view. */
  readonly onViewChange?: (view: View) => void;
  /** Called once per scene when its first pixels are on screen. */
  readonly onFirstFrame?: (sceneId: string) => void;
  /** A click on the panorama that did not drag, with the yaw/pitch under it (editor picking). */
  readonly onPanoramaClick?: (click: PanoramaClick) => void;
  /** Accessible name of the panorama. */
  readonly label?: string;
  readonly className?: string;
  readonly handle?: Ref<PanoramaHandle>;
  /**
   * An engine already drawing this scene (started before React, see `startPanoramaEngine`): the
   * view takes over its canvas, controller and renderer instead of starting its own.
   */
  readonly engine?: PanoramaEngine;
  /** Layers drawn over the panorama: markers, geometries, models, controls. */
  readonly children?: ReactNode;
}

const defaultDeviceLimits = (): DeviceLimits =>
  typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches
    ? PHONE_LIMITS
    : DESKTOP_LIMITS;

/**
 * A 360° panorama from a scene's multires cube tiles, drawn by a small WebGL renderer: preview
 * first, then the tiles the view needs. Look around by drag, wheel or pinch, and keys when
 * focused. Overlays (markers, geometries, models) are its children and follow its frames.
 */
export const PanoramaView = ({
  scene,
  view,
  limits,
  autorotate = 0,
  deviceLimits,
  onViewChange,
  onFirstFrame,
  onPanoramaClick,
  label = "360° panorama",
  className,
  handle,
  engine,
  children,
}: PanoramaViewProps) => {
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [adopted] = useState(engine);
  const [controller] = useState(
    () =>
      adopted?.controller ??
      new ViewController(view ?? scene?.initialView ?? { yaw: 0, pitch: 0, fov: 100 }),
  );
  const [renderer, setRenderer] = useState<PanoramaRenderer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const callbacks = useRef({ onFirstFrame, onViewChange });
  callbacks.current = { onFirstFrame, onViewChange };

  const api = useMemo(
    () => ({
      controller,
      pickClient: clientPicker(
        () => container.current,
        () => controller.camera,
      ),
    }),
    [controller],
  );
  useImperativeHandle(
    handle,
    () => ({
      controller,
      lookAt: (to, animate = true) => (animate ? controller.animateTo(to) : controller.setView(to)),
    }),
    [controller],
  );

  // A layout effect: an adopted canvas moves in before the browser paints, so it never blinks.
  useLayoutEffect(() => {
    let running: PanoramaEngine;
    if (adopted !== undefined) {
      container.current?.prepend(adopted.canvas);
      running = adopted;
    } else {
      const element = canvas.current;
      if (element === null) return;
      try {
        running = startPanoramaEngine(element, controller, deviceLimits ?? defaultDeviceLimits());
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    running.renderer.onFirstFrame = (id) => callbacks.current.onFirstFrame?.(id);
    setRenderer(running.renderer);
    return () => {
      running.destroy();
      setRenderer(null);
    };
  }, [adopted, controller, deviceLimits]);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const measure = () =>
      controller.setViewport({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [controller]);

  useEffect(() => () => controller.dispose(), [controller]);

  useEffect(() => {
    controller.limits = { ...DEFAULT_LIMITS, ...limits };
    controller.setView(controller.view);
  }, [controller, limits]);

  useEffect(() => {
    controller.onViewChange = (v) => callbacks.current.onViewChange?.(v);
  }, [controller]);

  // A new scene opens at the given view; the same scene keeps where the visitor looks.
  const sceneKey =
    scene === null ? "" : `${scene.id} ${scene.tiles?.baseUrl ?? ""} ${scene.previewUrl ?? ""}`;
  const opening = useRef({ view, scene });
  opening.current = { view, scene };
  // biome-ignore lint/correctness/useExhaustiveDependencies: sceneKey is the trigger; the view and scene are read from the ref
  useEffect(() => {
    const { view: start, scene: next } = opening.current;
    renderer?.setScene(next);
    if (next === null) return;
    controller.setView(start ?? next.initialView);
    // An adopted engine may have drawn this scene already.
    if (renderer?.shownScene === next.id) callbacks.current.onFirstFrame?.(next.id);
  }, [renderer, controller, sceneKey]);

  useEffect(() => {
    controller.autorotate = autorotate;
    controller.invalidate();
  }, [controller, autorotate]);

  usePointerControls(container, controller, api.pickClient, onPanoramaClick);

  return (
    <PanoramaContext.Provider value={api}>
      <div
        ref={container}
        className={["orbis-panorama", className].filter(Boolean).join(" ")}
        role="application"
        aria-label={label}
        aria-roledescription="360° panorama"
        data-scene-id={scene?.id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panorama takes arrow keys.
        tabIndex={0}
      >
        {adopted === undefined && <canvas ref={canvas} className="orbis-panorama-canvas" />}
        {failure !== null && <p className="orbis-panorama-failure">{failure}</p>}
        {scene !== null && scene.tiles === null && scene.previewUrl === null && (
          <p className="orbis-panorama-failure">This scene is still being prepared.</p>
        )}
        {children}
      </div>
    </PanoramaContext.Provider>
  );
};
