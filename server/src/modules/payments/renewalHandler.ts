import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { paymentRepository } from "./paymentRepository";
import { scheduledView } from "./paymentViews";

/**
 * `DELETE /pay/order/regular`: stops the plan's next charge (its renewal, the cheaper plan
 * scheduled for the period's end, or the retry of a renewal that failed). The plan runs to its
 * period's end and then ends as any unrenewed plan does: the account goes on as a free one, its
 * work kept (core's `heldPlanAt`). Hosting and storage charges
 * are not touched. Answers what stays scheduled; with no plan charge scheduled it is refused
 * (120013) and nothing changes.
 */
export const registerRenewalHandler = (host: RouteHost, deps: Deps): void => {
  const payments = paymentRepository(deps.db.kysely);

  registerRoute(host, routes.cancelRenewal, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    // The next charge is the scheduled one, or the retry of a renewal that failed: both stop.
    const stopped =
      (await payments.unschedulePlans(userId)) + (await payments.stopPlanRetries(userId));
    if (stopped === 0) throw new AppError(ErrorCode.noRenewalToCancel);
    const rows = await payments.scheduled(userId);
    return { list: rows.map(scheduledView), total: rows.length };
  });
};
