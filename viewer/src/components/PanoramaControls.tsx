import type { ReactNode, RefObject } from "react";
import { useFullscreen } from "../hooks/useFullscreen";
import { useGyroscope } from "../hooks/useGyroscope";
import { usePanorama } from "../hooks/usePanorama";
import { zoomView } from "../math/gestures";

/** Props of {@link PanoramaControls}. */
export interface PanoramaControlsProps {
  /** The element fullscreen applies to (the whole viewer, so its panels come along). */
  readonly fullscreenTarget: RefObject<HTMLElement | null>;
  /** Extra buttons, after the built-in ones. */
  readonly children?: ReactNode;
}

/** Zoom, fullscreen and (on phones) gyroscope buttons for the panorama they sit in. */
export const PanoramaControls = ({ fullscreenTarget, children }: PanoramaControlsProps) => {
  const { controller } = usePanorama();
  const fullscreen = useFullscreen(fullscreenTarget);
  const gyro = useGyroscope(controller);
  const zoom = (factor: number) => {
    controller.interrupt();
    controller.animateTo(zoomView(controller.view, factor, controller.limits), 200);
  };
  return (
    <div className="orbis-controls" data-no-drag="">
      <button type="button" aria-label="Zoom in" onClick={() => zoom(1 / 1.3)}>
        +
      </button>
      <button type="button" aria-label="Zoom out" onClick={() => zoom(1.3)}>
        −
      </button>
      <button
        type="button"
        aria-label={fullscreen.active ? "Exit fullscreen" : "Fullscreen"}
        aria-pressed={fullscreen.active}
        onClick={fullscreen.toggle}
      >
        ⛶
      </button>
      {gyro.available && (
        <button
          type="button"
          aria-label="Look around by moving the phone"
          aria-pressed={gyro.active}
          title={gyro.error ?? undefined}
          onClick={gyro.toggle}
        >
          ◎
        </button>
      )}
      {children}
    </div>
  );
};
