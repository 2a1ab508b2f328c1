import { checkTourHasScene } from "@orbis/core/plans";

/** A tour as the publish planner sees it. */
export interface PublishCandidate {
  readonly id: string;
  readonly title: string;
  /** Scenes ready to show (tiled); a tour without one cannot be published (60006). */
  readonly readyScenes: number;
  readonly published: boolean;
  readonly slug: string | null;
}

/** One line of a publish plan. */
export interface PlannedTour {
  readonly tour: PublishCandidate;
  /** `publish` a first version, `republish` a new version at the same slug, or `skip`. */
  readonly action: "publish" | "republish" | "skip";
  readonly reason: string | null;
}

/** Which tours a `--project` run takes. */
export type ProjectSelection = "all" | "unpublished";

/**
 * Plans a bulk publication: tours without a ready scene are skipped (core's
 * `checkTourHasScene`, the server's own rule, would refuse them with 60006), already published ones are republished unless only unpublished tours were
 * asked for, and the same tour named twice is planned once.
 */
export const planPublish = (
  tours: readonly PublishCandidate[],
  selection: ProjectSelection = "all",
): PlannedTour[] => {
  const seen = new Set<string>();
  const plan: PlannedTour[] = [];
  for (const tour of tours) {
    if (seen.has(tour.id)) continue;
    seen.add(tour.id);
    if (tour.published && selection === "unpublished")
      plan.push({ tour, action: "skip", reason: "already published" });
    else {
      const refused = checkTourHasScene(tour.readyScenes);
      if (refused !== null)
        plan.push({ tour, action: "skip", reason: `no tiled scene yet (${refused})` });
      else plan.push({ tour, action: tour.published ? "republish" : "publish", reason: null });
    }
  }
  return plan;
};
