import type { Plan } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { accountRepository, planView } from "../account";
import { boughtStorage } from "../payments";

/** The plans an account holds now: null where there is none or its term ended (spec §6). */
export interface CurrentPlans {
  readonly plan: Plan | null;
  readonly hostingPlan: Plan | null;
  /** Storage bought as an option (payments), added to the plan's. */
  readonly extraStorageBytes: number;
}

/** The current plans of an account (both null without one). */
export const currentPlans = async (
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<CurrentPlans> => {
  const found = await accountRepository(db).findWithPlans(userId);
  if (found === undefined) return { plan: null, hostingPlan: null, extraStorageBytes: 0 };
  const { account } = found;
  return {
    plan: planView(found.plan, account.plan_started_at, account.plan_expires_at, now),
    hostingPlan: planView(
      found.hostingPlan,
      account.hosting_started_at,
      account.hosting_expires_at,
      now,
    ),
    extraStorageBytes: await boughtStorage(db, userId, now),
  };
};
