import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { createStreetViewPublisher } from "../../infra/streetView";
import { registerLinkHandlers } from "./linkHandlers";
import { registerPublishHandlers } from "./publishHandlers";
import { registerPublishJob } from "./publishJob";

/*
 * The Street View account (docs/architecture.md#street-view): a Google account linked with the
 * Street View Publish scope, and scenes' panoramas published through Google's API by a job.
 */

/** Registers the Street View calls, Google's return and the upload job. */
export const registerStreetView = async (host: RouteHost, deps: Deps): Promise<void> => {
  const publisher = createStreetViewPublisher(deps.config, deps.fetch);
  registerPublishJob(deps, publisher);
  registerLinkHandlers(host, deps, publisher);
  registerPublishHandlers(host, deps, publisher);
};
