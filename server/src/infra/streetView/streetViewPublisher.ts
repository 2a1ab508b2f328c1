import type { StreetViewPose } from "@orbis/core/streetView";

/*
 * The Street View Publish API behind one interface (docs/architecture.md#street-view): Google's
 * adapter when the Google client is configured, else the embedded default, which refuses every
 * call with 60020: there is no local stand-in for Google Maps, and a fake success would lie.
 */

/** What the link keeps of Google's answer to the authorization. */
export interface GoogleGrant {
  readonly refreshToken: string;
  readonly email: string | null;
  readonly name: string | null;
}

/** A photo on Street View as Google describes it. */
export interface StreetViewPhoto {
  readonly photoId: string;
  /** `PUBLISHED`, `REJECTED_UNKNOWN`, `UNSPECIFIED_MAPS_PUBLISH_STATUS`, … */
  readonly mapsPublishStatus: string | null;
  /** The Google Maps link of the photo, when Google gives one. */
  readonly shareLink: string | null;
}

/** The panorama and where it stands. */
export interface StreetViewUpload {
  readonly jpeg: Buffer;
  readonly pose: StreetViewPose;
  readonly captureTime: Date;
}

/**
 * Google's side of Street View. Every refusal throws an AppError: 60020 when not configured,
 * 60023 with Google's message when Google refuses, 10503 when Google does not answer.
 */
export interface StreetViewPublisher {
  /** False for the embedded default: the screen says Street View is not configured. */
  readonly configured: boolean;
  /** Google's consent page for the Street View scope, sending the browser back to `redirectUri`. */
  readonly authorizationUrl: (state: string, redirectUri: string) => string;
  /** Trades the authorization code for the refresh token and the account's address and name. */
  readonly exchangeCode: (code: string, redirectUri: string) => Promise<GoogleGrant>;
  /** Uploads the panorama and creates its photo: startUpload, the bytes, then `POST /v1/photo`. */
  readonly publish: (refreshToken: string, upload: StreetViewUpload) => Promise<StreetViewPhoto>;
  /** Reads a photo's state again (`GET /v1/photo/{id}`). */
  readonly photo: (refreshToken: string, photoId: string) => Promise<StreetViewPhoto>;
}
