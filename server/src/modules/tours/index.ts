import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerCopyHandler } from "./copyHandler";
import { registerDumpHandlers } from "./dumpHandlers";
import { registerTourFiles } from "./files";
import { registerGeometryHandlers } from "./geometryHandlers";
import { registerThumbnailHandlers } from "./thumbnailHandlers";
import { registerTourHandlers } from "./tourHandlers";
import { registerVoiceHandlers } from "./voiceHandlers";

export { addPanoramaScene, type PanoramaFile } from "./files/panoramaScene";
export { type StoredPanorama, storePanorama } from "./files/panoramaUpload";
export { cdnUrl, modelContentType, placementKeys, tourKey, validationKey } from "./modelKeys";
export { acceptModelUpload, isModelFile } from "./modelUpload";
export {
  inspectPanorama,
  type PanoramaFormat,
  type PanoramaInspection,
  THUMBNAIL_SIZE,
  tilePanorama,
} from "./tiling";
export { touchTour, tourDocument } from "./tourAccess";
export { publishHistory } from "./tourDocument";

/** Registers the tour calls (main API v1/v2/v3). */
export const registerTours = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerTourHandlers(host, deps);
  registerDumpHandlers(host, deps);
  registerCopyHandler(host, deps);
  registerGeometryHandlers(host, deps);
  registerThumbnailHandlers(host, deps);
  registerTourFiles(host, deps);
  registerVoiceHandlers(host, deps);
};
