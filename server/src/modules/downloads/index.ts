import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerArtPackageHandlers } from "./artPackageHandlers";
import { registerCliHandlers } from "./cliHandlers";

/** Registers the download calls: the art packages and the plugin (the CLI as an npm tarball). */
export const registerDownloads = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerArtPackageHandlers(host, deps);
  registerCliHandlers(host, deps);
};
