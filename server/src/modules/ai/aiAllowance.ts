import { aiUsagePeriod } from "@orbis/core/ai";
import type { AiImageUsage } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { checkAiImages, type Limit, quotaLimit } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";
import { aiImageRepository } from "./aiImageRepository";

/**
 * The AI images an account's plan gives it a month (`null`: no limit). An account whose plan
 * gives none (every plan but the education ones) is refused with 70008 before anything else is
 * read or written.
 */
export const aiMonthlyLimit = async (deps: Deps, userId: string): Promise<Limit> => {
  const plans = await currentPlans(deps.db.kysely, userId, deps.clock());
  const limit = quotaLimit(plans, "aiImagesPerMonth");
  const refusal = checkAiImages(limit);
  if (refusal !== null) throw new AppError(refusal);
  return limit;
};

/** An account's month of AI image credits: how many it has, how many are spent, until when. */
export const aiAllowance = async (deps: Deps, userId: string): Promise<AiImageUsage> => {
  const limit = await aiMonthlyLimit(deps, userId);
  const period = aiUsagePeriod(deps.clock());
  return {
    used: await aiImageRepository(deps.db.kysely).usageSince(userId, period.start),
    limit,
    periodEnd: period.end.toISOString(),
    generator: deps.panoramas.kind,
  };
};
