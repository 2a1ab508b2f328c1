import type { AiImageUsage } from "@orbis/core/contract";
import { formatInstant } from "./table";

/** What `orbis ai usage` and `ai generate` say when no model paints. */
export const SKETCH_NOTICE =
  "This server has no AI model configured: its panoramas are procedural sketches in the style's colours.";

/**
 * `orbis ai usage`'s output: what is spent, what is left and when the credits come back, then,
 * on a server without a model, a line saying the images are sketches.
 */
export const aiUsageLine = (usage: AiImageUsage): string => {
  const spent =
    usage.limit === null
      ? `${usage.used} AI panoramas this month (no limit)`
      : `${usage.used} of ${usage.limit} AI panoramas used this month, ${Math.max(0, usage.limit - usage.used)} left`;
  const line =
    usage.periodEnd === null ? spent : `${spent}; credits renew ${formatInstant(usage.periodEnd)}`;
  return usage.generator === "sketch" ? `${line}\n${SKETCH_NOTICE}` : line;
};
