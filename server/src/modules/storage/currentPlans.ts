import type { Plan } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { accountRepository, heldPlans } from "../account";
import { boughtStorage } from "../payments";

/**
 * The plans an account holds now: the free tier after a paid one ended, null where there is none
 * (a student whose licence ran out: the plan-expired state).
 */
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
  return {
    ...heldPlans(found, now),
    extraStorageBytes: await boughtStorage(db, userId, now),
  };
};
