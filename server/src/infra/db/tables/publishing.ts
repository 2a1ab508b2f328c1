import type { ColumnType, Generated } from "kysely";

/* The tables the publishing module owns. */

export interface TourViewsTable {
  tour_id: string;
  day: ColumnType<Date | string, string, string>;
  views: Generated<number>;
}
