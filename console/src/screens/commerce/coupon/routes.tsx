import type { RouteObject } from "react-router";

/* The coupon screen as a route-level chunk: the landing bundle carries none of it. */

/** `/mypage/coupon` ("쿠폰 등록"): redeem a coupon code, and the coupons held. */
export const couponScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({ Component: (await import("./CouponScreen")).CouponScreen }),
};
