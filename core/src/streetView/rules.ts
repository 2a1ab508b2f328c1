import type { StreetViewPublishState } from "../contract/entities/streetView";

/*
 * The rules of publishing a scene to Street View (docs/architecture.md#street-view): which
 * panoramas Google takes, where the photo stands, and how a publish moves.
 */

/** Every state of a publish, in lifecycle order. */
export const STREET_VIEW_PUBLISH_STATES: readonly StreetViewPublishState[] = [
  "pending",
  "uploading",
  "published",
  "failed",
];

/**
 * Where a publish may go from each state. A worker takes a `pending` one to `uploading`; a
 * server that stopped mid-upload hands it back to `pending` to run again; the outcome is final.
 */
export const STREET_VIEW_TRANSITIONS: Readonly<
  Record<StreetViewPublishState, readonly StreetViewPublishState[]>
> = {
  pending: ["uploading", "failed"],
  uploading: ["published", "failed", "pending"],
  published: [],
  failed: [],
};

/** True when a publish in `from` may move to `to`. */
export const canMoveStreetViewPublish = (
  from: StreetViewPublishState,
  to: StreetViewPublishState,
): boolean => STREET_VIEW_TRANSITIONS[from].includes(to);

/** The states a publish may reach `to` from, for a guarded update. */
export const streetViewStatesBefore = (to: StreetViewPublishState): StreetViewPublishState[] =>
  STREET_VIEW_PUBLISH_STATES.filter((from) => canMoveStreetViewPublish(from, to));

/** True when the publish has its outcome and never moves again. */
export const isStreetViewOutcome = (state: StreetViewPublishState): boolean =>
  STREET_VIEW_TRANSITIONS[state].length === 0;

/**
 * Street View takes full spheres only: an equirectangular picture exactly twice as wide as high.
 * Null when the size is fine, else what is wrong with it.
 */
export const streetViewSizeProblem = (width: number, height: number): string | null => {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    return `the panorama's size ${width}×${height} is not a picture size`;
  if (width !== 2 * height)
    return `the panorama is ${width}×${height}; Street View takes only 2:1 equirectangular panoramas`;
  return null;
};

/** Where the photo stands: its place and the heading of the panorama's centre. */
export interface StreetViewPose {
  readonly latitude: number;
  readonly longitude: number;
  readonly heading: number;
}

/** What the caller asked for, and the scene's own geo position if it has one. */
export interface StreetViewPoseInput {
  readonly latitude?: number;
  readonly longitude?: number;
  readonly heading?: number;
  readonly sceneGeo: { readonly lat: number; readonly lon: number } | null;
}

/**
 * The pose of a publish: the place given, else the scene's geo position; the heading given, else
 * 0 (north). Half a place (a latitude without a longitude) is refused rather than mixed with the
 * scene's. Answers the pose, or the problem naming the field.
 */
export const streetViewPose = (
  input: StreetViewPoseInput,
): { readonly pose: StreetViewPose } | { readonly problem: string } => {
  const given = [input.latitude, input.longitude].filter((v) => v !== undefined).length;
  if (given === 1)
    return {
      problem:
        input.latitude === undefined
          ? "body.latitude: give the latitude with the longitude"
          : "body.longitude: give the longitude with the latitude",
    };
  const place =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : input.sceneGeo === null
        ? null
        : { latitude: input.sceneGeo.lat, longitude: input.sceneGeo.lon };
  if (place === null)
    return {
      problem:
        "body.latitude: the scene has no geo position; give the latitude and longitude of the place",
    };
  if (Math.abs(place.latitude) > 90) return { problem: "body.latitude: must be within ±90" };
  if (Math.abs(place.longitude) > 180) return { problem: "body.longitude: must be within ±180" };
  const heading = input.heading ?? 0;
  if (!(heading >= 0 && heading < 360))
    return { problem: "body.heading: must be at least 0 and below 360" };
  return { pose: { ...place, heading } };
};

/** The OAuth scope Google asks the user to grant for publishing to Street View. */
export const STREET_VIEW_SCOPE = "https://www.googleapis.com/auth/streetviewpublish";

/**
 * What Google's `mapsPublishStatus` of a photo means for the publish: `published` once Maps shows
 * it, `failed` when Google rejected it (`REJECTED_…`), null while Google is still processing it.
 */
export const stateOfMapsStatus = (
  mapsPublishStatus: string | undefined,
): "published" | "failed" | null => {
  if (mapsPublishStatus === "PUBLISHED") return "published";
  if (mapsPublishStatus?.startsWith("REJECTED") === true) return "failed";
  return null;
};

/** What Google's authorization URL carries for a Street View link. */
export interface StreetViewAuthorization {
  readonly authorizeUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  /** The signed state naming the user, checked when Google sends the browser back. */
  readonly state: string;
}

/**
 * Google's authorization URL for the link: the Street View scope with the user's address and
 * name, offline access so Google answers a refresh token, and the consent screen every time so
 * a re-link after an unlink gets a new one.
 */
export const streetViewAuthorizationUrl = (a: StreetViewAuthorization): string => {
  const url = new URL(a.authorizeUrl);
  url.searchParams.set("client_id", a.clientId);
  url.searchParams.set("redirect_uri", a.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", `openid email profile ${STREET_VIEW_SCOPE}`);
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("prompt", "consent");
  url.searchParams.set("include_granted_scopes", "true");
  url.searchParams.set("state", a.state);
  return url.toString();
};
