import type { AiImageUsage } from "@orbis/core/contract";
import { formatInstant } from "./table";

/** `orbis ai usage`'s line: what is spent, what is left, and when the credits come back. */
export const aiUsageLine = (usage: AiImageUsage): string => {
  const spent =
    usage.limit === null
      ? `${usage.used} AI panoramas this month (no limit)`
      : `${usage.used} of ${usage.limit} AI panoramas used this month, ${Math.max(0, usage.limit - usage.used)} left`;
  return usage.periodEnd === null
    ? spent
    : `${spent}; credits renew ${formatInstant(usage.periodEnd)}`;
};
