import type { Deps } from "../../../deps";
import type { RouteHost } from "../../../http/registerRoute";
import { registerStatusHandlers } from "./statusHandlers";
import { registerTilingJob } from "./tilingJob";
import { registerUploadHandler } from "./uploadHandler";

/** The panorama pipeline: uploads, the tiling job, and its status. */
export const registerTourFiles = (host: RouteHost, deps: Deps): void => {
  registerUploadHandler(host, deps);
  registerStatusHandlers(host, deps);
  registerTilingJob(deps);
};
