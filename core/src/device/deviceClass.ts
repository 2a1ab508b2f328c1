import type { z } from "zod";
import type { deviceClassSchema } from "../contract/enums";
import { PHONE_MAX_WIDTH } from "./breakpoints";

/** The device class of app state: pc or mobile. */
export type DeviceClass = z.infer<typeof deviceClassSchema>;

/** What the browser tells about itself, passed in so detection stays pure. */
export interface DeviceProbe {
  /** `navigator.userAgent`. */
  readonly userAgent: string;
  /** `window.innerWidth`. */
  readonly viewportWidth: number;
  /** `navigator.maxTouchPoints`; iPadOS reports a Mac user agent but several touch points. */
  readonly maxTouchPoints?: number;
}

/** The operating systems detection cares about. */
export type DeviceOs = "ios" | "android" | "other";

/** What {@link detectDevice} found. */
export interface DeviceInfo {
  readonly os: DeviceOs;
  readonly isTablet: boolean;
  readonly isMobile: boolean;
  readonly deviceClass: DeviceClass;
}

const IOS_UA = /iPhone|iPad|iPod/i;
const ANDROID_UA = /Android/i;
const MAC_UA = /Macintosh|Mac OS X/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d/i;
const PHONE_UA = /Mobile|iPhone|iPod/i;

/** A touch-enabled Mac: how iPadOS 13+ presents itself. */
const isTouchMac = ({ userAgent, maxTouchPoints = 0 }: DeviceProbe): boolean =>
  MAC_UA.test(userAgent) && !IOS_UA.test(userAgent) && maxTouchPoints > 1;

/** The OS of the device; an iPad passing for a Mac counts as iOS. */
export const detectOs = (probe: DeviceProbe): DeviceOs => {
  if (IOS_UA.test(probe.userAgent) || isTouchMac(probe)) return "ios";
  if (ANDROID_UA.test(probe.userAgent)) return "android";
  return "other";
};

/**
 * A tablet: named so by the user agent, an Android without "Mobile" (Android phones carry it),
 * or a touch-enabled Mac, which is an iPad (docs/product/roles.md).
 */
export const detectTablet = (probe: DeviceProbe): boolean =>
  TABLET_UA.test(probe.userAgent) ||
  (ANDROID_UA.test(probe.userAgent) && !PHONE_UA.test(probe.userAgent)) ||
  isTouchMac(probe);

/**
 * Device class (docs/product/roles.md): mobile when the OS is iOS or Android or the viewport is
 * {@link PHONE_MAX_WIDTH} wide or less; otherwise pc.
 */
export const detectDevice = (probe: DeviceProbe): DeviceInfo => {
  const os = detectOs(probe);
  const isMobile = os !== "other" || probe.viewportWidth <= PHONE_MAX_WIDTH;
  return {
    os,
    isTablet: detectTablet(probe),
    isMobile,
    deviceClass: isMobile ? "mobile" : "pc",
  };
};
