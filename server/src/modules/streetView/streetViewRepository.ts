import type { StreetViewPublishState } from "@orbis/core/contract";
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { StreetViewPublishesTable } from "../../infra/db/tables/streetView";

/** A publish row. */
export type PublishRow = Selectable<StreetViewPublishesTable>;

/** The Street View links and publishes. */
export const streetViewRepository = (db: Kysely<Database>) => ({
  /** The scene of a tour, with what a publish needs of it. */
  findScene: (tourId: string, sceneId: string) =>
    db
      .selectFrom("scenes")
      .select(["id", "title", "width", "height", "source_key", "geo", "state"])
      .where("tour_id", "=", tourId)
      .where("id", "=", sceneId)
      .executeTakeFirst(),

  findLink: (userId: string) =>
    db.selectFrom("street_view_links").selectAll().where("user_id", "=", userId).executeTakeFirst(),

  /** Links the account, replacing an earlier link of the user. */
  saveLink: async (link: {
    userId: string;
    sealedRefreshToken: string;
    email: string | null;
    name: string | null;
    now: Date;
  }) => {
    const values = {
      sealed_refresh_token: link.sealedRefreshToken,
      account_email: link.email,
      account_name: link.name,
      linked_at: link.now,
    };
    await db
      .insertInto("street_view_links")
      .values({ user_id: link.userId, ...values })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .execute();
  },

  deleteLink: async (userId: string) => {
    await db.deleteFrom("street_view_links").where("user_id", "=", userId).execute();
  },

  insertPublish: async (row: Insertable<StreetViewPublishesTable>) => {
    await db.insertInto("street_view_publishes").values(row).execute();
  },

  findPublish: (id: string) =>
    db.selectFrom("street_view_publishes").selectAll().where("id", "=", id).executeTakeFirst(),

  /** The user's publishes, newest first. */
  publishesOf: (userId: string, limit: number) =>
    db
      .selectFrom("street_view_publishes")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),

  /** Records what Google said of a publish still uploading (its photo, still processing). */
  recordPhoto: async (id: string, changes: Updateable<StreetViewPublishesTable>) => {
    await db
      .updateTable("street_view_publishes")
      .set(changes)
      .where("id", "=", id)
      .where("state", "=", "uploading")
      .execute();
  },

  /**
   * Moves a publish to `to` when its state is one of `from` (core's transitions); undefined when
   * it had moved on meanwhile.
   */
  move: (
    id: string,
    from: readonly StreetViewPublishState[],
    to: StreetViewPublishState,
    changes: Omit<Updateable<StreetViewPublishesTable>, "id" | "state">,
  ) =>
    db
      .updateTable("street_view_publishes")
      .set({ ...changes, state: to })
      .where("id", "=", id)
      .where("state", "in", [...from])
      .returningAll()
      .executeTakeFirst(),
});
