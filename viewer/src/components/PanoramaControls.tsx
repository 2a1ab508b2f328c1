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

// Icons are drawn, not typed: symbols such as ⛶ are missing from many phones' and servers' fonts.
const FullscreenIcon = ({ exit }: { readonly exit: boolean }) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={exit ? "M6 1v5H1M10 1v5h5M6 15v-5H1M10 15v-5h5" : "M1 6V1h5M15 6V1h-5M1 10v5h5M15 10v5h-5"}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

const GyroIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect
      x="4"
      y="1"
      width="8"
      height="14"
      rx="2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    />
    <circle cx="8" cy="12" r="1" fill="currentColor" />
  </svg>
);

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
        <FullscreenIcon exit={fullscreen.active} />
      </button>
      {gyro.available && (
        <button
          type="button"
          aria-label="Look around by moving the phone"
          aria-pressed={gyro.active}
          title={gyro.error ?? undefined}
          onClick={gyro.toggle}
        >
          <GyroIcon />
        </button>
      )}
      {children}
    </div>
  );
};
