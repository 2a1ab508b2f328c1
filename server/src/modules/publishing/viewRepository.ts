import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";

/** Views counted on one day. */
export interface CountedDay {
  readonly date: string;
  readonly views: number;
}

/** SQL of page-view counts: one row per tour and UTC day. */
export const viewRepository = (db: Kysely<Database>) => ({
  /** Counts one view on `day` (`YYYY-MM-DD`): one upsert, so concurrent views all count. */
  add: async (tourId: string, day: string): Promise<void> => {
    await db
      .insertInto("tour_views")
      .values({ tour_id: tourId, day, views: 1 })
      .onConflict((oc) =>
        oc.columns(["tour_id", "day"]).doUpdateSet({ views: sql`tour_views.views + 1` }),
      )
      .execute();
  },

  /** The counted days between `from` and `to` (both included); days without views are absent. */
  between: async (tourId: string, from: string, to: string): Promise<CountedDay[]> => {
    // The day goes out as text: drivers turn a `date` into a local-midnight Date otherwise.
    const rows = await db
      .selectFrom("tour_views")
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("date"), "views"])
      .where("tour_id", "=", tourId)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("day")
      .execute();
    return rows.map((r) => ({ date: r.date, views: Number(r.views) }));
  },
});
