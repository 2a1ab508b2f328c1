import type { Config } from "../../config";
import { googleStreetView } from "./googleStreetView";
import type { StreetViewPublisher } from "./streetViewPublisher";
import { unconfiguredPublisher } from "./unconfiguredPublisher";

export type { StreetViewConfig } from "./streetViewConfig";
export type {
  GoogleGrant,
  StreetViewPhoto,
  StreetViewPublisher,
  StreetViewUpload,
} from "./streetViewPublisher";

/** Google's adapter when the Google client is configured, else the refusing default. */
export const createStreetViewPublisher = (
  config: Config,
  fetch: typeof globalThis.fetch,
): StreetViewPublisher =>
  config.streetView === undefined
    ? unconfiguredPublisher
    : googleStreetView(config.streetView, fetch);
