import { type EduCaller, instructorCallVerdict } from "@orbis/core/edu";
import { AppError } from "@orbis/core/errors";
import { planFlags } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";

/** The plan flags of `userId` now: a lapsed plan reads as none. */
export const callerFlags = async (deps: Deps, userId: string) =>
  planFlags((await currentPlans(deps.db.kysely, userId, deps.clock())).plan);

/**
 * The caller of an instructor call (profile, certification, licences, history), with their plan
 * flags; refused with core's `instructorCallVerdict` when their plan is not an edu admin's or an
 * instructor's.
 */
export const instructorCaller = async (deps: Deps, userId: string): Promise<EduCaller> => {
  const flags = await callerFlags(deps, userId);
  const verdict = instructorCallVerdict(flags);
  if (verdict !== 0) throw new AppError(verdict);
  return { userId, flags };
};
