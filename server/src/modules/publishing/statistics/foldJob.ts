import type { Deps } from "../../../deps";
import { type StopRepeating, startRepeatingJob } from "../../../infra/jobs/repeatingJob";
import type { VisitStatistics } from "./visitStatistics";

/** How often raw statistics events are folded into daily rows. */
export const STATISTICS_FOLD_INTERVAL_MS = 60_000;

/** The fold job: its BullMQ queue and job scheduler when `REDIS_URL` is set. */
export const STATISTICS_FOLD_JOB = "statistics-fold";

/** How a fold job runs: the defaults in production; a test shortens the interval. */
export interface StatisticsFoldOptions {
  readonly everyMs?: number;
  /** Redis key prefix (tests keep theirs apart). */
  readonly prefix?: string;
}

/**
 * Starts the fold where docs/architecture.md#parts-that-must-be-real puts repeating jobs: a
 * timer in each process, or one BullMQ job scheduler for the cluster. Folds of several
 * processes at once are safe: one folds, the others find it folding and skip. Each run also
 * deletes the visitor hashes and salts of days before yesterday.
 */
export const startStatisticsFold = (
  deps: Pick<Deps, "config">,
  statistics: VisitStatistics,
  onError: (error: unknown) => void,
  options: StatisticsFoldOptions = {},
): Promise<StopRepeating> =>
  startRepeatingJob({
    name: STATISTICS_FOLD_JOB,
    everyMs: options.everyMs ?? STATISTICS_FOLD_INTERVAL_MS,
    redisUrl: deps.config.redisUrl,
    prefix: options.prefix,
    run: statistics.fold,
    onError,
  });
