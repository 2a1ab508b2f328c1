import type { RouteObject } from "react-router";

/*
 * The purchases screen as a route-level chunk: nothing of payments reaches the landing bundle.
 */

/** `/mypage/purchase` ("구독 정보"): payment history, receipts, refunds, scheduled payments. */
export const purchaseScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./PurchaseScreen")).PurchaseScreen }),
};
