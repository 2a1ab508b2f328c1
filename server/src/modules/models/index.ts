import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerCatalogueHandlers } from "./catalogueHandlers";
import { registerTourModelHandlers } from "./tourModelHandlers";
import { registerVerifyHandlers } from "./verifyHandlers";

export {
  type AssetPackModel,
  type CatalogueAssetPack,
  catalogueAssetPacks,
} from "./catalogue/assetPacks";
export { seedCatalogueFiles } from "./catalogue/seedCatalogueFiles";

/** Registers the 3D model calls (main API v3): catalogue, image presets, placements, verification. */
export const registerModels = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerCatalogueHandlers(host, deps);
  registerTourModelHandlers(host, deps);
  registerVerifyHandlers(host, deps);
};
