/**
 * The account's commerce screens, in the order a buyer looks for them: what they hold, what they
 * paid, what they use, and their coupons; then the Street View account. The side menu, My account and the subscription page
 * list them, each under its page title (core's `pages` namespace).
 */
export const ACCOUNT_PAGES = [
  { to: "/mypage/subscribe", key: "pages:subscription" },
  { to: "/mypage/purchase", key: "pages:purchase" },
  { to: "/mypage/usage", key: "pages:usage" },
  { to: "/mypage/coupon", key: "pages:coupon" },
  { to: "/mypage/streetview", key: "pages:streetview" },
] as const;
