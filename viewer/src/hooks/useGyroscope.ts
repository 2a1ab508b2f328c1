import { useCallback, useEffect, useRef, useState } from "react";
import { deviceLook } from "../math/orientation";
import type { ViewController } from "../render/ViewController";

type PermissionRequest = () => Promise<"granted" | "denied">;

/** Gyroscope state and its toggle. */
export interface Gyroscope {
  /** The device reports orientation (a phone or tablet). */
  readonly available: boolean;
  readonly active: boolean;
  /** Why it could not start (permission refused), or null. */
  readonly error: string | null;
  /** Must be called from a user's gesture: iOS asks for permission there. */
  readonly toggle: () => void;
}

const screenAngle = (): number =>
  screen.orientation?.angle ?? Number((window as { orientation?: number }).orientation ?? 0);

/**
 * Look around by turning the phone. iOS 13+ requires `DeviceOrientationEvent.requestPermission()`
 * from a tap, so starting happens in `toggle`. The view keeps its yaw at the moment it starts
 * (relative orientation: no compass needed); a drag meanwhile turns that yaw further.
 */
export const useGyroscope = (controller: ViewController): Gyroscope => {
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offset = useRef<number | null>(null);
  const available =
    typeof window !== "undefined" &&
    "DeviceOrientationEvent" in window &&
    typeof matchMedia === "function" &&
    matchMedia("(pointer: coarse)").matches;

  useEffect(() => {
    if (!active) return;
    offset.current = null;
    let lastYaw: number | null = null;
    const listener = (e: DeviceOrientationEvent) => {
      if (e.alpha === null || e.beta === null || e.gamma === null) return;
      const look = deviceLook({ alpha: e.alpha, beta: e.beta, gamma: e.gamma }, screenAngle());
      const current = controller.view.yaw;
      offset.current ??= current - look.yaw;
      if (lastYaw !== null) offset.current += current - lastYaw;
      controller.setView({ ...controller.view, yaw: look.yaw + offset.current, pitch: look.pitch });
      lastYaw = controller.view.yaw;
    };
    window.addEventListener("deviceorientation", listener);
    return () => window.removeEventListener("deviceorientation", listener);
  }, [active, controller]);

  const toggle = useCallback(() => {
    if (active) {
      setActive(false);
      return;
    }
    controller.interrupt();
    const request = (DeviceOrientationEvent as unknown as { requestPermission?: PermissionRequest })
      .requestPermission;
    if (request === undefined) {
      setActive(true);
      return;
    }
    request.call(DeviceOrientationEvent).then(
      (answer) => {
        setError(answer === "granted" ? null : "Motion access was not allowed.");
        setActive(answer === "granted");
      },
      () => setError("Motion access was not allowed."),
    );
  }, [active, controller]);

  return { available, active, error, toggle };
};
