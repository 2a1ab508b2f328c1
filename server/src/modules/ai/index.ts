import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerAllowanceHandlers } from "./allowanceHandlers";

/*
 * AI panoramas (docs/product/states.md "AI images"): the education side's image generator, its
 * monthly credits (the plan's `aiImageCountPerMonth`), and its images.
 */

/** Registers the AI image calls of the main API v3. */
export const registerAi = async (host: RouteHost, deps: Deps): Promise<void> => {
  registerAllowanceHandlers(host, deps);
};
