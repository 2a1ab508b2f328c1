import type { StatisticsCount, StatisticsPoint } from "@orbis/core/contract";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../../infra/db/schema";

/** Whose figures: one tour, or every tour of the projects an account owns. */
export type StatisticsScope = { readonly tourId: string } | { readonly ownerId: string };

/** Figures of one dimension (`device`, `language`, `referrer`), most visits first. */
export type DimensionCounts = ReadonlyMap<string, StatisticsCount[]>;

/** A scene's summed figures over the range. */
export interface SceneTotals {
  readonly sceneId: string;
  readonly views: number;
  readonly seconds: number;
  readonly exits: number;
}

/** A tour's summed figures over the range. */
export interface TourTotalsRow {
  readonly tourId: string;
  readonly title: string;
  readonly visits: number;
  readonly visitors: number;
}

// The day goes out as text: drivers turn a `date` into a local-midnight Date otherwise.
const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/**
 * SQL of the folded statistics: a few hundred daily rows per tour and range, never raw events.
 * An account's scope reads its projects' tours (an owner's read of the projects tables, as the
 * rest of publishing does).
 */
export const statisticsRepository = (db: Kysely<Database>) => {
  // The rows of the scope and range, in whichever daily table the query reads.
  const scoped = (scope: StatisticsScope, from: string, to: string) =>
    sql<SqlBool>`day >= ${from} and day <= ${to} and ${
      "tourId" in scope
        ? sql`tour_id = ${scope.tourId}`
        : sql`tour_id in (select t.id from tours t join projects p on p.id = t.project_id
            where p.owner_id = ${scope.ownerId})`
    }`;

  return {
    /** Visits and visitors per counted day; days without visits are absent. */
    days: async (scope: StatisticsScope, from: string, to: string): Promise<StatisticsPoint[]> => {
      const rows = await db
        .selectFrom("tour_daily_stats")
        .where(scoped(scope, from, to))
        .select([
          dayText.as("date"),
          sql<number>`sum(visits)::int`.as("visits"),
          sql<number>`sum(visitors)::int`.as("visitors"),
        ])
        .groupBy("day")
        .orderBy("day")
        .execute();
      return rows.map((r) => ({
        date: r.date,
        visits: Number(r.visits),
        visitors: Number(r.visitors),
      }));
    },

    /** Visits by each value of each dimension, most first. */
    counts: async (scope: StatisticsScope, from: string, to: string): Promise<DimensionCounts> => {
      const rows = await db
        .selectFrom("tour_daily_counts")
        .where(scoped(scope, from, to))
        .select(["dimension", "key", sql<number>`sum(visits)::int`.as("visits")])
        .groupBy(["dimension", "key"])
        .orderBy("visits", "desc")
        .orderBy("key")
        .execute();
      const byDimension = new Map<string, StatisticsCount[]>();
      for (const r of rows) {
        const list = byDimension.get(r.dimension) ?? [];
        list.push({ key: r.key, visits: Number(r.visits) });
        byDimension.set(r.dimension, list);
      }
      return byDimension;
    },

    /** The scenes' figures, the most left first. */
    scenes: async (tourId: string, from: string, to: string): Promise<SceneTotals[]> => {
      const rows = await db
        .selectFrom("tour_scene_stats")
        .where(scoped({ tourId }, from, to))
        .select([
          "scene_id",
          sql<number>`sum(views)::int`.as("views"),
          sql<number>`sum(seconds)`.as("seconds"),
          sql<number>`sum(exits)::int`.as("exits"),
        ])
        .groupBy("scene_id")
        .orderBy("exits", "desc")
        .orderBy("views", "desc")
        .orderBy("scene_id")
        .execute();
      return rows.map((r) => ({
        sceneId: r.scene_id,
        views: Number(r.views),
        seconds: Number(r.seconds),
        exits: Number(r.exits),
      }));
    },

    /** Each tour of an owner with visits in the range, the most visited first. */
    tours: async (ownerId: string, from: string, to: string): Promise<TourTotalsRow[]> => {
      const rows = await db
        .selectFrom("tour_daily_stats")
        .where(scoped({ ownerId }, from, to))
        .innerJoin("tours", "tours.id", "tour_daily_stats.tour_id")
        .select([
          "tours.id",
          "tours.title",
          sql<number>`sum(visits)::int`.as("visits"),
          sql<number>`sum(visitors)::int`.as("visitors"),
        ])
        .groupBy(["tours.id", "tours.title"])
        .orderBy("visits", "desc")
        .orderBy("tours.id")
        .execute();
      return rows.map((r) => ({
        tourId: r.id,
        title: r.title,
        visits: Number(r.visits),
        visitors: Number(r.visitors),
      }));
    },
  };
};
