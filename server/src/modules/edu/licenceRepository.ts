import type { LicenceState } from "@orbis/core/edu";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";
import { STUDENT_PLAN_ID } from "./studentAccountRepository";

/** A licence as stored, with the holder's group and alias once it is given. */
export interface LicenceRow {
  readonly id: string;
  readonly goods_code: string;
  readonly months: number;
  readonly created_at: Date;
  readonly delivered_at: Date | null;
  readonly expires_at: Date | null;
  readonly holder_id: string | null;
  readonly group_id: string | null;
  readonly alias: string | null;
}

const date = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** SQL of an owner's student licences: listing them and giving them to students. */
export const licenceRepository = (db: Kysely<Database>) => {
  const withHolder = () =>
    db
      .selectFrom("licences")
      .leftJoin("group_students", "group_students.user_id", "licences.holder_id")
      .select([
        "licences.id",
        "licences.goods_code",
        "licences.months",
        "licences.created_at",
        "licences.delivered_at",
        "licences.expires_at",
        "licences.holder_id",
        "group_students.group_id",
        "group_students.alias",
      ]);

  const toRow = (row: {
    id: string;
    goods_code: string;
    months: number;
    created_at: Date | string;
    delivered_at: Date | string | null;
    expires_at: Date | string | null;
    holder_id: string | null;
    group_id: string | null;
    alias: string | null;
  }): LicenceRow => ({
    ...row,
    created_at: new Date(row.created_at),
    delivered_at: date(row.delivered_at),
    expires_at: date(row.expires_at),
  });

  return {
    /**
     * Locks the students' accounts for the transaction, in one order so two deliveries to the
     * same students wait for each other instead of deadlocking, and neither reads a plan end the
     * other is about to move.
     */
    lockAccounts: async (userIds: readonly string[]): Promise<void> => {
      await db
        .selectFrom("accounts")
        .select("user_id")
        .where("user_id", "in", userIds)
        .orderBy("user_id")
        .forUpdate()
        .execute();
    },

    /**
     * Up to `count` of the owner's unused licences of `months`, oldest first, locked for the
     * transaction; rows another delivery holds are skipped, so two deliveries never pick the same.
     */
    takeAvailable: async (ownerId: string, months: number, count: number): Promise<string[]> =>
      (
        await db
          .selectFrom("licences")
          .select("id")
          .where("owner_id", "=", ownerId)
          .where("months", "=", months)
          .where("holder_id", "is", null)
          .orderBy("created_at")
          .orderBy("id")
          .limit(count)
          .forUpdate()
          .skipLocked()
          .execute()
      ).map((row) => row.id),

    /** How many unused licences of `months` the owner has. */
    countAvailable: async (ownerId: string, months: number): Promise<number> => {
      const row = await db
        .selectFrom("licences")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("owner_id", "=", ownerId)
        .where("months", "=", months)
        .where("holder_id", "is", null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** When each student's latest licence ends (students without one are left out). */
    heldUntil: async (userIds: readonly string[]): Promise<Map<string, Date>> => {
      const rows = await db
        .selectFrom("licences")
        .select((eb) => ["holder_id", eb.fn.max("expires_at").as("until")])
        .where("holder_id", "in", userIds)
        .groupBy("holder_id")
        .execute();
      const held = new Map<string, Date>();
      for (const row of rows)
        if (row.holder_id !== null && row.until !== null)
          held.set(row.holder_id, new Date(row.until));
      return held;
    },

    /** Gives an unused licence to a student; false when it was given meanwhile. */
    deliver: async (
      licenceId: string,
      holderId: string,
      now: Date,
      expiresAt: Date,
    ): Promise<boolean> => {
      const done = await db
        .updateTable("licences")
        .set({ holder_id: holderId, delivered_at: now, expires_at: expiresAt })
        .where("id", "=", licenceId)
        .where("holder_id", "is", null)
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },

    /** Puts the student on the student plan until `until`; `since` null keeps its start. */
    setStudentPlan: async (userId: string, since: Date | null, until: Date): Promise<void> => {
      await db
        .updateTable("accounts")
        .set((eb) => ({
          plan_id: STUDENT_PLAN_ID,
          plan_started_at: since ?? eb.ref("plan_started_at"),
          plan_expires_at: until,
        }))
        .where("user_id", "=", userId)
        .execute();
    },

    find: async (licenceId: string): Promise<LicenceRow | undefined> => {
      const row = await withHolder().where("licences.id", "=", licenceId).executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },

    /** Every licence the owner bought, for the admin API, which filters and pages them itself. */
    listOwned: async (ownerId: string): Promise<LicenceRow[]> =>
      (await withHolder().where("licences.owner_id", "=", ownerId).execute()).map(toRow),

    /**
     * A page of the owner's licences, newest first, of a state at `now` and a duration when
     * given; the state conditions are those of core's `licenceStateOf`.
     */
    list: async (
      ownerId: string,
      filter: { state?: LicenceState; months?: number; now: Date },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: LicenceRow[]; total: number }> => {
      let query = withHolder().where("licences.owner_id", "=", ownerId);
      if (filter.months !== undefined) query = query.where("licences.months", "=", filter.months);
      if (filter.state === "available") query = query.where("licences.delivered_at", "is", null);
      if (filter.state === "delivered")
        query = query
          .where("licences.delivered_at", "is not", null)
          .where("licences.expires_at", ">", filter.now);
      if (filter.state === "expired")
        query = query
          .where("licences.delivered_at", "is not", null)
          .where("licences.expires_at", "<=", filter.now);
      const counted = await query
        .clearSelect()
        .select(sql<string>`count(*)`.as("n"))
        .executeTakeFirst();
      const rows = await query
        .orderBy("licences.created_at", "desc")
        .orderBy("licences.id", "desc")
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute();
      return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
    },
  };
};
