import { describeFailure, EXIT, exitForCode } from "../errors";
import type { OrbisApi } from "../session/api";
import { publicUrl } from "../tours/tourList";
import { runPool } from "../upload/pool";
import type { PlannedTour } from "./plan";

/** One tour's line in the publish report. */
export interface PublishOutcome {
  readonly id: string;
  readonly title: string;
  readonly action: PlannedTour["action"];
  readonly status: "planned" | "published" | "skipped" | "failed" | "not-attempted";
  readonly version: number | null;
  readonly slug: string | null;
  readonly url: string | null;
  /** Why a tour is skipped. */
  readonly note: string | null;
  readonly error: { readonly code: number; readonly message: string } | null;
}

const planned = (p: PlannedTour, apiUrl: string): PublishOutcome => ({
  id: p.tour.id,
  title: p.tour.title,
  action: p.action,
  status: p.action === "skip" ? "skipped" : "planned",
  version: null,
  slug: p.tour.slug,
  url: p.tour.slug === null ? null : publicUrl(apiUrl, p.tour.slug),
  note: p.reason,
  error: null,
});

/** The plan as a report, changing nothing (`--dry-run`). */
export const dryRun = (plan: readonly PlannedTour[], apiUrl: string): PublishOutcome[] =>
  plan.map((p) => planned(p, apiUrl));

/**
 * Publishes the planned tours, `concurrency` at a time. Each failure is kept with its tour; a
 * lost session stops the run (every next call would fail the same way). A quota refusal (70003)
 * does not: republishing tours that are already online needs no new URL.
 */
export const publishPlanned = async (
  api: OrbisApi,
  plan: readonly PlannedTour[],
  options: {
    readonly apiUrl: string;
    readonly concurrency: number;
    readonly onDone?: (o: PublishOutcome) => void;
  },
): Promise<PublishOutcome[]> => {
  const outcomes = plan.map((p) => planned(p, options.apiUrl));
  let signedOut = false;
  const todo = plan.map((p, i) => ({ p, i })).filter(({ p }) => p.action !== "skip");
  await runPool(todo, options.concurrency, async ({ p, i }) => {
    const base = outcomes[i] as PublishOutcome;
    if (signedOut) {
      outcomes[i] = { ...base, status: "not-attempted" };
      return;
    }
    try {
      const v = await api.publishTour({ params: { id: p.tour.id }, body: {} });
      outcomes[i] = {
        ...base,
        status: "published",
        version: v.version,
        slug: v.slug,
        url: publicUrl(options.apiUrl, v.slug),
        error: null,
      };
    } catch (error) {
      const { code, message } = describeFailure(error);
      if (exitForCode(code) === EXIT.auth) signedOut = true;
      outcomes[i] = { ...base, status: "failed", error: { code, message } };
    }
    options.onDone?.(outcomes[i] as PublishOutcome);
  });
  return outcomes;
};
