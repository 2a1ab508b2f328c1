import type { UIMatch } from "react-router";

/** What a route says about itself beyond its element. */
export interface RouteHandle {
  /** `private` on a route (or any ancestor) needs a signed-in user; routes are public otherwise. */
  readonly access?: "public" | "private";
  /** No page-view event after navigating here (docs/product/screens.md: routes flagged to ignore hits). */
  readonly ignoreHits?: boolean;
  /** The full route pattern, e.g. `/projects/hosting-images/:id`: filled in by the tree builder. */
  readonly pattern?: string;
  /** The route shows as a dialog over its parent screen. */
  readonly dialog?: boolean;
  /** A full-window tool (the tour editor): the app layout leaves out its side menu and banner. */
  readonly workspace?: boolean;
}

/** The handle of a match, or an empty one. */
export const handleOf = (match: Pick<UIMatch, "handle"> | undefined): RouteHandle =>
  (match?.handle as RouteHandle | undefined) ?? {};

/** True unless the target or one of its ancestors is private. */
export const isPublicMatch = (matches: readonly Pick<UIMatch, "handle">[]): boolean =>
  !matches.some((match) => handleOf(match).access === "private");
