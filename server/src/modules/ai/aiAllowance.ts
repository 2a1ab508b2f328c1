import { aiUsagePeriod } from "@orbis/core/ai";
import type { AiImageUsage } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { checkFeature, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";
import { aiImageRepository } from "./aiImageRepository";

/**
 * What an account may ask of the AI image generator now: its month's credits and how many are
 * spent. An account whose plan gives none (every plan but the education ones) is refused with
 * 70008 before anything else is read or written.
 */
export const aiAllowance = async (deps: Deps, userId: string): Promise<AiImageUsage> => {
  const now = deps.clock();
  const limit = quotaLimit(await currentPlans(deps.db.kysely, userId, now), "aiImagesPerMonth");
  const refusal = checkFeature("aiImages", limit !== 0);
  if (refusal !== null) throw new AppError(refusal);
  const period = aiUsagePeriod(now);
  return {
    used: await aiImageRepository(deps.db.kysely).usageSince(userId, period.start),
    limit,
    periodEnd: period.end.toISOString(),
  };
};
