import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerEmbedRoutes } from "./embedRoutes";
import { registerImageHandlers } from "./imageHandlers";
import { registerUploadHandler } from "./uploadHandler";

/**
 * Registers the 360° image store of hosting projects (docs/architecture.md#decisions-where-the-product-is-silent): the image calls of the
 * main API v2 and the public embed page `/i/{imageId}` with its viewer files.
 */
export const registerHosting = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerImageHandlers(host, deps);
  registerUploadHandler(host, deps);
  await registerEmbedRoutes(host, deps);
};
