import type { SceneBeacon } from "@orbis/core/contract";
import { beaconUrl, createVisitLog, newVisitId } from "@orbis/core/statistics";

/** What the page tells the beacons. */
export interface VisitBeacons {
  /** A scene is on screen now (the first one, or one the visitor moved to). */
  readonly sceneShown: (sceneId: string) => void;
}

/** The platform parts the beacons use; the page's own unless a test passes others. */
export interface BeaconPlatform {
  readonly window: Pick<Window, "addEventListener">;
  readonly document: Pick<Document, "addEventListener" | "visibilityState">;
  readonly navigator: Partial<Pick<Navigator, "sendBeacon">>;
  readonly location: Pick<Location, "pathname">;
  readonly crypto: Pick<Crypto, "getRandomValues">;
  readonly now: () => number;
}

const pagePlatform = (): BeaconPlatform => ({
  window,
  document,
  navigator,
  location,
  crypto,
  now: () => performance.now(),
});

/**
 * Starts the published page's scene beacons (docs/architecture.md#statistics): one when the
 * visitor leaves a scene, one when the page is hidden or left (whichever comes first), sent
 * with `navigator.sendBeacon` as text, so they outlive the page and need no CORS preflight.
 * Statistics never break the tour: a browser without `sendBeacon`, or one refusing to queue a
 * beacon, is simply not counted. Answers null where the page is not the tour's own address.
 */
export const startVisitBeacons = (
  slug: string,
  platform: BeaconPlatform = pagePlatform(),
): VisitBeacons | null => {
  const url = beaconUrl(platform.location.pathname, slug);
  if (url === null) return null;
  const log = createVisitLog(
    newVisitId(platform.crypto.getRandomValues(new Uint8Array(16))),
    platform.now,
  );
  const send = (beacon: SceneBeacon | null) => {
    if (beacon === null) return;
    try {
      platform.navigator.sendBeacon?.(url, JSON.stringify(beacon));
    } catch {
      // A refused or failed beacon loses one figure, never the visitor's tour.
    }
  };
  platform.document.addEventListener("visibilitychange", () => {
    if (platform.document.visibilityState === "hidden") send(log.leave());
    else log.resume();
  });
  platform.window.addEventListener("pagehide", () => send(log.leave()));
  // Back from the browser's page cache: the same visit goes on.
  platform.window.addEventListener("pageshow", (event) => {
    if ((event as PageTransitionEvent).persisted) log.resume();
  });
  return { sceneShown: (sceneId) => send(log.enter(sceneId)) };
};
