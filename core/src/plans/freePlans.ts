/**
 * The plan every new account gets, and the one an account falls back to when its plan lapses
 * or is refunded (docs/payments.md). The price list seeds it under this id.
 */
export const FREE_PLAN_ID = "free";

/**
 * The hosting tier every new account gets (the free 360° image store), and the one an account
 * falls back to when its paid tier ends.
 */
export const FREE_HOSTING_PLAN_ID = "hosting-free";
