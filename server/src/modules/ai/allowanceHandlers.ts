import { routes } from "@orbis/core/contract";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { aiAllowance, aiMonthlyLimit } from "./aiAllowance";
import { stylesWithPreviews } from "./stylePreviews";

/** `GET /edu/ai-image/style/list` and `GET /edu/ai-image/usage`, for plans with AI credits. */
export const registerAllowanceHandlers = (host: RouteHost, deps: Deps): void => {
  registerRoute(host, routes.listAiImageStyles, async ({ principal }) => {
    // Only the plan's gate: the styles need no count of the month's images.
    await aiMonthlyLimit(deps, asUser(principal).userId);
    return stylesWithPreviews(deps);
  });
  registerRoute(host, routes.getAiImageUsage, async ({ principal }) =>
    aiAllowance(deps, asUser(principal).userId),
  );
};
