import type { OrbisApi } from "../session/api";
import { listAllTours } from "../tours/tourList";
import type { ProjectSelection, PublishCandidate } from "./plan";

/** Candidates named by id: each tour is read, to count its tiled scenes. */
export const candidatesByIds = async (
  api: OrbisApi,
  ids: readonly string[],
): Promise<PublishCandidate[]> =>
  Promise.all(
    [...new Set(ids)].map(async (id) => {
      const tour = await api.getTour({ params: { id } });
      const current = tour.publishHistory.find((v) => v.current) ?? null;
      return {
        id: tour.id,
        title: tour.title,
        readyScenes: tour.scenes.filter((s) => s.tiles !== null).length,
        published: current !== null,
        slug: current?.slug ?? null,
      };
    }),
  );

/**
 * Candidates of a project from its tour list. The list counts scenes, not tiled ones: a tour
 * still tiling passes the plan and the server answers for it.
 */
export const candidatesOfProject = async (
  api: OrbisApi,
  projectId: string,
  selection: ProjectSelection,
): Promise<PublishCandidate[]> => {
  const tours = await listAllTours(
    api,
    projectId,
    selection === "unpublished" ? { published: false } : {},
  );
  return tours.map((t) => ({
    id: t.id,
    title: t.title,
    readyScenes: t.sceneCount,
    published: t.published,
    slug: t.slug,
  }));
};
