import { FREE_PLAN_ID } from "@orbis/core/plans";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, PlansTable } from "../../infra/db/schema";

/** A plan row. */
export type PlanRow = Selectable<PlansTable>;

/** An account with the rows of its plan and hosting plan (undefined when it has none). */
export interface AccountWithPlans {
  readonly account: Selectable<Database["accounts"]>;
  readonly plan: PlanRow | undefined;
  readonly hostingPlan: PlanRow | undefined;
  /** FREE, which an ended paid plan falls back on (core's `heldPlanAt`). */
  readonly freePlan: PlanRow | undefined;
}

/**
 * SQL of what an account holds: the plan columns of `accounts`, the `plans` they name, and the
 * storage options its payments bought. Reads only; `planChanges` (planChangeRepository.ts) writes the plan columns.
 */
export const entitlementsRepository = (db: Kysely<Database>) => ({
  /** The account and its plans, or undefined when the user has no main API account. */
  findWithPlans: async (userId: string): Promise<AccountWithPlans | undefined> => {
    const account = await db
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (account === undefined) return undefined;
    const ids = [account.plan_id, account.hosting_plan_id, FREE_PLAN_ID].filter(
      (id) => id !== null,
    );
    const plans = await db.selectFrom("plans").selectAll().where("id", "in", ids).execute();
    const byId = (id: string | null) => plans.find((p) => id !== null && p.id === id);
    return {
      account,
      plan: byId(account.plan_id),
      hostingPlan: byId(account.hosting_plan_id),
      freePlan: byId(FREE_PLAN_ID),
    };
  },

  /**
   * Storage the user bought as options whose period runs at `now`, in bytes. A one-off option
   * runs for its goods' period from when it was paid; a renewal of a regular one for the period
   * it was scheduled for, so a renewal charged a little late neither leaves a gap nor overlaps
   * the next one.
   */
  boughtStorage: async (userId: string, now: Date): Promise<number> => {
    const row = await db
      .selectFrom("payments")
      .innerJoin("goods", (join) =>
        join.on(sql<boolean>`payments.goods_codes @> jsonb_build_array(goods.code)`),
      )
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<string>("goods.storage_bytes"), sql<string>`0`).as("bytes"),
      )
      .where("payments.user_id", "=", userId)
      .where("payments.status", "=", "COMPLETE")
      .where("goods.kind", "=", "OPTION")
      .where(
        sql<Date>`case when payments.change_kind = 'renewal' then payments.period_start else payments.paid_at end`,
        "<=",
        now,
      )
      .where(
        sql<Date>`case when payments.change_kind = 'renewal' then payments.period_end else payments.paid_at + (goods.period_count::text || ' ' || goods.period_unit)::interval end`,
        ">",
        now,
      )
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  },
});
