import type { Migration } from "./migration";

/*
 * What a coupon discounts: goods of `goods_kinds` (null: any kind) and of
 * `goods_codes` (null: any of those kinds), and with `first_order_only` only a buyer's first order
 * of such goods. A coupon stored before has no limits, as it had none. The seed writes the
 * shipped coupons' scopes; operators set their campaigns' own.
 */
export const couponScope: Migration = {
  name: "0011_coupon_scope",
  up: [
    `alter table coupons
      add column goods_kinds jsonb,
      add column goods_codes jsonb,
      add column first_order_only boolean not null default false`,
  ],
};
