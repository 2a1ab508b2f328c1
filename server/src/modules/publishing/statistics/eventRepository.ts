import { type Kysely, sql } from "kysely";
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

/** What one fold moved. */
export interface Folded {
  /** False when another process was folding: this one left the work to it. */
  readonly ran: boolean;
  readonly visits: number;
  readonly scenes: number;
}

// One fold at a time across processes: folds of different batches would otherwise update the
// same daily rows in different orders and could deadlock.
const FOLD_LOCK = sql`hashtext('orbis-statistics-fold')`;

/**
 * SQL of the raw statistics events: writing batches, and folding them into the daily tables.
 * Each fold step takes the oldest `limit` raw rows, deletes them and adds them to the daily
 * rows in one statement, so a crash folds a row either wholly or not at all. Rows of a deleted
 * tour are deleted unfolded.
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
   * Folds up to `limit` visit and `limit` scene events. Another fold running answers
   * `ran: false` at once.
   */
  fold: (limit: number): Promise<Folded> =>
    db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`.execute(trx);
      if (lock.rows[0]?.locked !== true) return { ran: false, visits: 0, scenes: 0 };
      const visits = await sql<{ folded: number }>`
        with batch as (
          delete from visit_events
          where id in (select id from visit_events order by id limit ${limit})
          returning tour_id, day, visitor, device, language, referrer
        ),
        kept as (
          select b.* from batch b where exists (select 1 from tours t where t.id = b.tour_id)
        ),
        new_visitors as (
          insert into tour_day_visitors (tour_id, day, visitor)
          select distinct tour_id, day, visitor from kept
          on conflict do nothing
          returning tour_id, day
        ),
        daily as (
          insert into tour_daily_stats (tour_id, day, visits, visitors)
          select k.tour_id, k.day, k.visits, coalesce(n.visitors, 0)
          from (select tour_id, day, count(*)::int as visits from kept group by tour_id, day) k
          left join (
            select tour_id, day, count(*)::int as visitors from new_visitors group by tour_id, day
          ) n on n.tour_id = k.tour_id and n.day = k.day
          on conflict (tour_id, day) do update set
            visits = tour_daily_stats.visits + excluded.visits,
            visitors = tour_daily_stats.visitors + excluded.visitors
        ),
        counts as (
          insert into tour_daily_counts (tour_id, day, dimension, key, visits)
          select tour_id, day, 'device', device, count(*)::int from kept
            group by tour_id, day, device
          union all
          select tour_id, day, 'language', language, count(*)::int from kept
            group by tour_id, day, language
          union all
          select tour_id, day, 'referrer', referrer, count(*)::int from kept
            group by tour_id, day, referrer
          on conflict (tour_id, day, dimension, key) do update set
            visits = tour_daily_counts.visits + excluded.visits
        )
        select count(*)::int as folded from batch`.execute(trx);
      const scenes = await sql<{ folded: number }>`
        with batch as (
          delete from scene_events
          where id in (select id from scene_events order by id limit ${limit})
          returning tour_id, day, visit_id, scene_id, seconds, exit
        ),
        folded as (
          insert into tour_scene_stats (tour_id, day, scene_id, views, seconds, exits)
          select tour_id, day, scene_id, count(*)::int, sum(seconds),
            (count(distinct visit_id) filter (where exit))::int
          from batch b where exists (select 1 from tours t where t.id = b.tour_id)
          group by tour_id, day, scene_id
          on conflict (tour_id, day, scene_id) do update set
            views = tour_scene_stats.views + excluded.views,
            seconds = tour_scene_stats.seconds + excluded.seconds,
            exits = tour_scene_stats.exits + excluded.exits
        )
        select count(*)::int as folded from batch`.execute(trx);
      return {
        ran: true,
        visits: Number(visits.rows[0]?.folded ?? 0),
        scenes: Number(scenes.rows[0]?.folded ?? 0),
      };
    }),

  /** Forgets the visitor hashes of days before `keepFrom`: no event of those days still comes. */
  forgetVisitorsBefore: async (keepFrom: string): Promise<void> => {
    await db.deleteFrom("tour_day_visitors").where("day", "<", keepFrom).execute();
  },
});
