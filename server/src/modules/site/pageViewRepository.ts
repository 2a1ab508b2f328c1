import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** One console page view as stored: never an address, only the referrer's host. */
export interface PageViewRow {
  readonly path: string;
  readonly title: string | null;
  readonly language: string;
  readonly userId: string | null;
  readonly referrerHost: string | null;
  readonly at: Date;
}

/** SQL of the console's page views. */
export const pageViewRepository = (db: Kysely<Database>) => ({
  add: async (view: PageViewRow): Promise<void> => {
    await db
      .insertInto("page_views")
      .values({
        path: view.path,
        title: view.title,
        language: view.language,
        user_id: view.userId,
        referrer_host: view.referrerHost,
        created_at: view.at,
      })
      .execute();
  },
});
