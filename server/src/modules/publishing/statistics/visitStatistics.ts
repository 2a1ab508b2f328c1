import type { SceneBeacon } from "@orbis/core/contract";
import { visitorDevice, visitorLanguage, visitReferrer } from "@orbis/core/statistics";
import type { Deps } from "../../../deps";
import { dailySalts } from "./dailySalts";
import { createEventBuffer } from "./eventBuffer";
import { eventRepository, type SceneEvent, type VisitEvent } from "./eventRepository";
import { visitorHash } from "./visitorHash";

/**
 * Raw event ids folded per statement: few statements for a large backlog (each step groups its
 * rows once and probes each of its visitors once), and still a bounded piece of memory.
 */
export const FOLD_BATCH = 500_000;
/**
 * Days of visitor hashes and salts kept (today and yesterday): a batch written just after
 * midnight still finds its day's salt and set.
 */
const VISITOR_DAYS_KEPT = 2;
const DAY_MS = 86_400_000;

/**
 * A counted view while it waits in memory for its batch: the address and agent are hashed with
 * the day's salt when the batch is written, and never leave the process.
 */
type HeldVisit = Omit<VisitEvent, "visitor"> & {
  readonly address: string;
  readonly userAgent: string;
};

/** What a page view tells about its visitor, read from the request's headers. */
export interface VisitRequest {
  readonly ip: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Collecting and folding the statistics of published tours, for one process. */
export interface VisitStatistics {
  /** Counts a page view of a tour (a bot's is not counted); never waits. */
  readonly recordVisit: (tourId: string, request: VisitRequest) => void;
  /** Notes a scene beacon of the published viewer; never waits. */
  readonly recordBeacon: (tourId: string, beacon: SceneBeacon, request: VisitRequest) => void;
  /** Writes this process's held events. */
  readonly flush: () => Promise<void>;
  /** Folds raw events into the daily rows until none are left (or another process folds). */
  readonly fold: () => Promise<void>;
  /** Flushes, then folds: what a reader of the figures wants first. */
  readonly settle: () => Promise<void>;
}

// Each app's statistics by its deps: tests fold explicitly instead of waiting for the job.
const byDeps = new WeakMap<object, VisitStatistics>();

/** The statistics an app built on `deps` collects with, once it is registered. */
export const statisticsOf = (deps: object): VisitStatistics | undefined => byDeps.get(deps);

const header = (request: VisitRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The statistics of published tours (docs/architecture.md#statistics): each counted view and
 * beacon goes into a small in-memory batch, written off the request path (where the visitor
 * is hashed with the day's salt), and the fold moves the raw rows into daily rows. A view costs
 * a classification and an array push.
 */
export const createVisitStatistics = (
  deps: Pick<Deps, "db" | "clock" | "config">,
  onError: (error: unknown, message: string) => void,
): VisitStatistics => {
  const repo = eventRepository(deps.db.kysely);
  const salts = dailySalts(deps.db.kysely, deps.clock);
  const ownHost = new URL(deps.config.publicUrl).hostname;
  const lost = (error: unknown, count: number) =>
    onError(error, `${count} statistics events could not be written and are not counted`);
  const writeVisits = async (held: readonly HeldVisit[]) => {
    const hashed: VisitEvent[] = [];
    // A batch is of one day but around midnight: each day's views with that day's salt.
    for (const day of new Set(held.map((visit) => visit.day))) {
      const salt = await salts.of(day);
      for (const { address, userAgent, ...visit } of held)
        if (visit.day === day)
          hashed.push({ ...visit, visitor: visitorHash(salt, address, userAgent) });
    }
    await repo.addVisits(hashed);
  };
  const visits = createEventBuffer<HeldVisit>({ write: writeVisits, onError: lost });
  const scenes = createEventBuffer<SceneEvent>({ write: repo.addScenes, onError: lost });
  const today = () => deps.clock().toISOString().slice(0, 10);

  const flush = async () => {
    await Promise.all([visits.flush(), scenes.flush()]);
  };
  const fold = async () => {
    for (;;) {
      const folded = await repo.fold(FOLD_BATCH);
      if (!folded.ran || !folded.more) break;
    }
    const keepFrom = new Date(deps.clock().getTime() - (VISITOR_DAYS_KEPT - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    await repo.forgetVisitorsBefore(keepFrom);
    await salts.forgetBefore(keepFrom);
  };

  const statistics: VisitStatistics = {
    recordVisit: (tourId, request) => {
      const userAgent = header(request, "user-agent") ?? "";
      const device = visitorDevice(userAgent);
      if (device === "bot") return;
      visits.push({
        tourId,
        day: today(),
        address: request.ip,
        userAgent,
        device,
        language: visitorLanguage(header(request, "accept-language")),
        referrer: visitReferrer(header(request, "referer"), ownHost),
      });
    },
    recordBeacon: (tourId, beacon, request) => {
      if (visitorDevice(header(request, "user-agent")) === "bot") return;
      scenes.push({
        tourId,
        day: today(),
        visitId: beacon.visitId,
        sceneId: beacon.sceneId,
        seconds: beacon.seconds,
        exit: beacon.exit,
      });
    },
    flush,
    fold,
    settle: async () => {
      await flush();
      await fold();
    },
  };
  byDeps.set(deps, statistics);
  return statistics;
};
