import { BEACON_SECONDS_MAX, type SceneBeacon } from "../contract/entities/publishing";

/*
 * The bookkeeping of one visit of a published tour, for its beacons
 * (docs/architecture.md#statistics): which scene is on screen since when, and what to report
 * when the visitor leaves it or the page. No timers, no I/O: the clock is a parameter and the
 * caller sends what it answers.
 */

/** A visit's stays on scenes, turned into beacons. */
export interface VisitLog {
  /** A scene is now shown: answers the beacon of the one left (`exit` false), if any. */
  readonly enter: (sceneId: string) => SceneBeacon | null;
  /**
   * The page is hidden or left: answers the beacon of the scene on screen (`exit` true), once;
   * hidden and then left (both events fire) gives nothing the second time.
   */
  readonly leave: () => SceneBeacon | null;
  /** The page is shown again after `leave`: the stay on the current scene starts anew. */
  readonly resume: () => void;
}

/** Seconds between two clock readings, to a tenth, within what a beacon may carry. */
const secondsBetween = (from: number, to: number): number =>
  Math.min(BEACON_SECONDS_MAX, Math.max(0, Math.round((to - from) / 100) / 10));

/** A visit's log under `visitId` (see {@link newVisitId}), reading the time from `now` (ms). */
export const createVisitLog = (visitId: string, now: () => number): VisitLog => {
  let current: { sceneId: string; since: number } | null = null;
  let left = false;

  const beacon = (exit: boolean): SceneBeacon | null =>
    current === null
      ? null
      : { visitId, sceneId: current.sceneId, seconds: secondsBetween(current.since, now()), exit };

  return {
    enter: (sceneId) => {
      if (current?.sceneId === sceneId) return null;
      // Moving on while hidden cannot happen; after coming back the resumed stay is reported.
      const previous = left ? null : beacon(false);
      current = { sceneId, since: now() };
      left = false;
      return previous;
    },
    leave: () => {
      if (left) return null;
      left = true;
      return beacon(true);
    },
    resume: () => {
      if (!left) return;
      left = false;
      if (current !== null) current = { sceneId: current.sceneId, since: now() };
    },
  };
};

/**
 * A visit id from random bytes (hex, 2 characters a byte): what `sceneBeaconSchema` accepts
 * (letters and digits, 8–64 characters) for 4–32 bytes. New per page load, never stored in the
 * browser: the server cannot join two visits of one person.
 */
export const newVisitId = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Where the page sends its beacons: `/t/{slug}/beacon` when the page is served at its tour's own
 * address (`/t/{slug}`, a trailing slash allowed), else null (an instructor's preview, a static
 * export): only visits of the published page are counted.
 */
export const beaconUrl = (pathname: string, slug: string): string | null => {
  const own = `/t/${slug}`;
  return pathname === own || pathname === `${own}/` ? `${own}/beacon` : null;
};
