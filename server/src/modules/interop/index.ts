import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerExportHandlers } from "./exportHandlers";
import { registerImportHandler } from "./importHandler";

/** Registers interop: Pannellum and Marzipano imports, Pannellum and static-site exports. */
export const registerInterop = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerImportHandler(host, deps);
  registerExportHandlers(host, deps);
};
