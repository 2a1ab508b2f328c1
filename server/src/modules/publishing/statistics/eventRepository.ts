import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../../infra/db/schema";

/** A counted view as the buffer holds it: no address, only the day's visitor hash. */
export interface VisitEvent {
  readonly tourId: string;
  readonly day: string;
  readonly visitor: string;
  readonly device: string;
  readonly language: string;
  readonly referrer: string;
}

/** A scene beacon as the buffer holds it. */
export interface SceneEvent {
  readonly tourId: string;
  readonly day: string;
  readonly visitId: string;
  readonly sceneId: string;
  readonly seconds: number;
  readonly exit: boolean;
}

/** What one fold step moved. */
export interface Folded {
  /** False when another process was folding: this one left the work to it. */
  readonly ran: boolean;
  readonly visits: number;
  readonly scenes: number;
  /** Raw rows are left past this step's ranges: the fold goes on with another step. */
  readonly more: boolean;
}

// One fold at a time across processes: folds of different batches would otherwise update the
// same daily rows in different orders and could deadlock.
const FOLD_LOCK = sql`hashtext('orbis-statistics-fold')`;
// A step reads up to half a million rows: with more memory than PostgreSQL's default 4 MB per
// hash or sort, its groupings (and the scenes' deleted rows) stay off temporary files.
const FOLD_WORK_MEM = sql.lit("64MB");

type Trx = Transaction<Database>;

/** The ids of the oldest raw rows of a table: `limit` ids from its first, or null when empty. */
const rangeOf = async (
  trx: Trx,
  table: "visit_events" | "scene_events",
  limit: number,
): Promise<{ from: string; to: string } | null> => {
  // min(id) reads the id index; the range is of ids, not rows, so nothing sorts or counts rows.
  const first = await sql<{ id: string | null }>`
    select min(id)::text as id from ${sql.table(table)}`.execute(trx);
  const from = first.rows[0]?.id ?? null;
  if (from === null) return null;
  return { from, to: (BigInt(from) + BigInt(limit) - 1n).toString() };
};

/** Whether raw rows are left past `to`. */
const leftAfter = async (
  trx: Trx,
  table: "visit_events" | "scene_events",
  to: string,
): Promise<boolean> => {
  const left = await sql<{ left: boolean }>`
    select exists (select 1 from ${sql.table(table)} where id > ${to}) as "left"`.execute(trx);
  return left.rows[0]?.left === true;
};

/**
 * Folds the visit events of ids `from`..`to` in one statement: deletes them and adds them,
 * set-wise, to the daily rows. Every part of one statement reads the same snapshot, so the rows
 * the groupings read are exactly the rows `gone` deletes (raw rows are only ever inserted, and
 * deleted by the one fold that holds the lock); reading them twice from the table costs less
 * than keeping a copy of them as `delete … returning` would. The rows are grouped once by their
 * tour, day and dimensions (a few thousand groups however many rows), and the daily visits and
 * the three dimensions' counts are summed from those groups; the distinct visitor hashes go into
 * the day's set, and only those new to it add to the day's visitors. Rows of a deleted tour are
 * dropped (checked per group, not per row).
 */
const foldVisits = async (trx: Trx, from: string, to: string): Promise<number> => {
  const folded = await sql<{ folded: number }>`
    with gone as (
      delete from visit_events where id >= ${from} and id <= ${to}
    ),
    batch as not materialized (
      select tour_id, day, visitor, device, language, referrer from visit_events
      where id >= ${from} and id <= ${to}
    ),
    combos as (
      select tour_id, day, device, language, referrer, count(*)::int as visits
      from batch group by tour_id, day, device, language, referrer
    ),
    visitors as (
      select distinct tour_id, day, visitor from batch
    ),
    new_visitors as (
      insert into tour_day_visitors (tour_id, day, visitor)
      select tour_id, day, visitor from visitors
      where tour_id in (select id from tours)
      on conflict do nothing
      returning tour_id, day
    ),
    daily as (
      insert into tour_daily_stats (tour_id, day, visits, visitors)
      select k.tour_id, k.day, k.visits, coalesce(n.visitors, 0)
      from (select tour_id, day, sum(visits)::int as visits from combos group by tour_id, day) k
      join tours t on t.id = k.tour_id
      left join (
        select tour_id, day, count(*)::int as visitors from new_visitors group by tour_id, day
      ) n on n.tour_id = k.tour_id and n.day = k.day
      on conflict (tour_id, day) do update set
        visits = tour_daily_stats.visits + excluded.visits,
        visitors = tour_daily_stats.visitors + excluded.visitors
    ),
    counts as (
      insert into tour_daily_counts (tour_id, day, dimension, key, visits)
      select c.tour_id, c.day, c.dimension, c.key, sum(c.visits)::int
      from (
        select tour_id, day, 'device' as dimension, device as key, visits from combos
        union all
        select tour_id, day, 'language', language, visits from combos
        union all
        select tour_id, day, 'referrer', referrer, visits from combos
      ) c
      join tours t on t.id = c.tour_id
      group by c.tour_id, c.day, c.dimension, c.key
      on conflict (tour_id, day, dimension, key) do update set
        visits = tour_daily_counts.visits + excluded.visits
    )
    select coalesce(sum(visits), 0)::int as folded from combos`.execute(trx);
  return Number(folded.rows[0]?.folded ?? 0);
};

/** Folds the scene events of ids `from`..`to` in one statement, as {@link foldVisits} does. */
const foldScenes = async (trx: Trx, from: string, to: string): Promise<number> => {
  const folded = await sql<{ folded: number }>`
    with batch as (
      delete from scene_events where id >= ${from} and id <= ${to}
      returning tour_id, day, visit_id, scene_id, seconds, exit
    ),
    folded as (
      insert into tour_scene_stats (tour_id, day, scene_id, views, seconds, exits)
      select tour_id, day, scene_id, count(*)::int, sum(seconds),
        (count(distinct visit_id) filter (where exit))::int
      from batch b where tour_id in (select id from tours)
      group by tour_id, day, scene_id
      on conflict (tour_id, day, scene_id) do update set
        views = tour_scene_stats.views + excluded.views,
        seconds = tour_scene_stats.seconds + excluded.seconds,
        exits = tour_scene_stats.exits + excluded.exits
    )
    select count(*)::int as folded from batch`.execute(trx);
  return Number(folded.rows[0]?.folded ?? 0);
};

/**
 * SQL of the raw statistics events: writing batches, and folding them into the daily tables.
 * Each fold step takes the oldest `limit` ids of each raw table, deletes those rows and adds
 * them to the daily rows in one statement, so a crash folds a row either wholly or not at all.
 * A row committed late with an id below a folded range (its insert began before the fold)
 * is not lost: the next step or fold starts again from the smallest id left.
 */
export const eventRepository = (db: Kysely<Database>) => ({
  addVisits: async (events: readonly VisitEvent[]): Promise<void> => {
    if (events.length === 0) return;
    await db
      .insertInto("visit_events")
      .values(
        events.map((e) => ({
          tour_id: e.tourId,
          day: e.day,
          visitor: e.visitor,
          device: e.device,
          language: e.language,
          referrer: e.referrer,
        })),
      )
      .execute();
  },

  addScenes: async (events: readonly SceneEvent[]): Promise<void> => {
    if (events.length === 0) return;
    await db
      .insertInto("scene_events")
      .values(
        events.map((e) => ({
          tour_id: e.tourId,
          day: e.day,
          visit_id: e.visitId,
          scene_id: e.sceneId,
          seconds: e.seconds,
          exit: e.exit,
        })),
      )
      .execute();
  },

  /**
   * One fold step: the oldest `limit` ids of visit events and of scene events. Another fold
   * running answers `ran: false` at once.
   */
  fold: (limit: number): Promise<Folded> =>
    db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`.execute(trx);
      if (lock.rows[0]?.locked !== true) return { ran: false, visits: 0, scenes: 0, more: false };
      await sql`set local work_mem = ${FOLD_WORK_MEM}`.execute(trx);
      const visitRange = await rangeOf(trx, "visit_events", limit);
      const sceneRange = await rangeOf(trx, "scene_events", limit);
      const visits =
        visitRange === null ? 0 : await foldVisits(trx, visitRange.from, visitRange.to);
      const scenes =
        sceneRange === null ? 0 : await foldScenes(trx, sceneRange.from, sceneRange.to);
      const more =
        (visitRange !== null && (await leftAfter(trx, "visit_events", visitRange.to))) ||
        (sceneRange !== null && (await leftAfter(trx, "scene_events", sceneRange.to)));
      return { ran: true, visits, scenes, more };
    }),

  /** Forgets the visitor hashes of days before `keepFrom`: no event of those days still comes. */
  forgetVisitorsBefore: async (keepFrom: string): Promise<void> => {
    await db.deleteFrom("tour_day_visitors").where("day", "<", keepFrom).execute();
  },
});
