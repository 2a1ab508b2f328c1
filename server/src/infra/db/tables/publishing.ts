import type { ColumnType, Generated } from "kysely";

/* The tables the publishing module owns. */

/** A `date` column: written as `YYYY-MM-DD`, read as text by the repositories (`to_char`). */
type Day = ColumnType<Date | string, string, string>;
/** A `bigserial` id: drivers hand int8 out as text. */
type BigId = ColumnType<string, never, never>;

/** A counted view of a published page, until the fold job folds it. */
export interface VisitEventsTable {
  id: Generated<BigId>;
  tour_id: string;
  day: Day;
  /** Salted hash of address and agent; the salt changes every UTC day. */
  visitor: string;
  device: string;
  language: string;
  referrer: string;
}

/** A scene beacon of the published viewer, until the fold job folds it. */
export interface SceneEventsTable {
  id: Generated<BigId>;
  tour_id: string;
  day: Day;
  visit_id: string;
  scene_id: string;
  seconds: number;
  exit: boolean;
}

/** Visits and unique visitors of a tour on a day. */
export interface TourDailyStatsTable {
  tour_id: string;
  day: Day;
  visits: Generated<number>;
  visitors: Generated<number>;
}

/** Visits of a tour on a day by one value of a dimension (`device`, `language`, `referrer`). */
export interface TourDailyCountsTable {
  tour_id: string;
  day: Day;
  dimension: string;
  key: string;
  visits: number;
}

/** The random salt of a UTC day's visitor hashes, kept for today and yesterday only. */
export interface StatisticsSaltsTable {
  day: Day;
  /** 32 random bytes (PGlite reads `bytea` as a Uint8Array, pg as a Buffer). */
  salt: Uint8Array;
}

/** The visitor hashes of a tour's recent days, so a visitor counts once a day across folds. */
export interface TourDayVisitorsTable {
  tour_id: string;
  day: Day;
  visitor: string;
}

/** What the viewer reported of a scene on a day. */
export interface TourSceneStatsTable {
  tour_id: string;
  day: Day;
  scene_id: string;
  views: number;
  seconds: number;
  exits: number;
}
