import { type LayerStatus, layerStateSchema, routes } from "@orbis/core/contract";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { requireTour } from "../../projects";
import { sceneRepository } from "./sceneRepository";

/** Tiling progress per scene, and which file names a tour already has (before an upload). */
export const registerStatusHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.getLayersStatus, async ({ params, principal }) => {
    await requireTour(db, params.id, asUser(principal).userId, "view");
    return (await sceneRepository(db).ofTour(params.id)).map(
      (s): LayerStatus => ({
        sceneId: s.id,
        fileName: s.file_name,
        state: layerStateSchema.parse(s.state),
        progress: Math.min(1, Math.max(0, s.progress)),
        error: s.error,
      }),
    );
  });

  registerRoute(host, routes.checkLayerFiles, async ({ params, query, principal }) => {
    await requireTour(db, params.id, asUser(principal).userId, "view");
    const scenes = await sceneRepository(db).ofTour(params.id);
    return query.fileNames.map((fileName) => {
      const scene = scenes.find((s) => s.file_name === fileName);
      return { fileName, exists: scene !== undefined, sceneId: scene?.id ?? null };
    });
  });
};
