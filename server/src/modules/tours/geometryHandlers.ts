import { type Geometry, geometryListSchema, geometrySchema, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { invalidInput, issuesOf } from "../../http/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { releaseFiles } from "../storage";
import { sceneRepository } from "./files/sceneRepository";
import { ownImageKeys, resolveFillImages } from "./geometryImages";
import { geometryRepository } from "./geometryRepository";
import { touchTour } from "./tourAccess";

const parseList = (text: string): Geometry[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidInput([{ in: "body", path: "geometries", message: "not valid JSON" }]);
  }
  const parsed = geometryListSchema.safeParse(json);
  if (!parsed.success)
    throw invalidInput(
      issuesOf("body", parsed.error).map((i) => ({ ...i, path: `geometries.${i.path}` })),
    );
  return parsed.data;
};

/** Geometries drawn on the sphere: the whole list replaced at once, or one deleted. */
export const registerGeometryHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const storedList = async (tourId: string) =>
    (await geometryRepository(db).dataOf(tourId)).map((g) => geometrySchema.parse(g));

  registerRoute(
    host,
    routes.saveTourGeometries,
    async ({ params, body, principal }) => {
      const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
      const list = parseList(body.geometries);
      const scenes = new Set(await sceneRepository(db).idsOf(tour.id));
      const seen = new Set<string>();
      const problems = list.flatMap((g, i) => {
        const out = [];
        if (seen.has(g.id))
          out.push({
            in: "body",
            path: `geometries.${i}.id`,
            message: `geometry ${g.id} is listed twice`,
          });
        if (!scenes.has(g.sceneId))
          out.push({
            in: "body",
            path: `geometries.${i}.sceneId`,
            message: `scene ${g.sceneId} is not in the tour`,
          });
        seen.add(g.id);
        return out;
      });
      if (problems.length > 0) throw invalidInput(problems);
      const before = await storedList(tour.id);
      const owner = {
        ownerId: project.owner_id,
        quota: "contents" as const,
        projectId: project.id,
        tourId: tour.id,
      };
      const { geometries, storedKeys } = await resolveFillImages(
        deps,
        owner,
        list,
        body.images ?? [],
      );
      try {
        await db.transaction().execute(async (trx) => {
          await geometryRepository(trx).replaceAll(
            tour.id,
            geometries.map((g, ord) => ({
              tour_id: tour.id,
              id: g.id,
              scene_id: g.sceneId,
              ord,
              data: JSON.stringify(g),
            })),
          );
          await touchTour(trx, tour.id, project.id, deps.clock());
        });
      } catch (error) {
        await releaseFiles(deps, storedKeys);
        throw error;
      }
      const still = new Set(ownImageKeys(geometries, tour.id));
      await releaseFiles(
        deps,
        ownImageKeys(before, tour.id).filter((k) => !still.has(k)),
      );
      return geometries;
    },
    { multipart: { fileBytes: 20 * 1024 * 1024, files: 50 } },
  );

  registerRoute(host, routes.deleteTourGeometry, async ({ params, principal }) => {
    const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
    const gone = await geometryRepository(db).remove(tour.id, params.geometryId);
    if (gone === undefined) throw new AppError(ErrorCode.notFound);
    const still = new Set(ownImageKeys(await storedList(tour.id), tour.id));
    await releaseFiles(
      deps,
      ownImageKeys([geometrySchema.parse(gone)], tour.id).filter((k) => !still.has(k)),
    );
    await touchTour(db, tour.id, project.id, deps.clock());
    return null;
  });
};
