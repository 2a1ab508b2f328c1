import type { GoodsKind } from "./goods";

/**
 * Kinds of goods an account holds one of at a time: a plan, a hosting tier. A new one replaces
 * the one before (an upgrade, a renewal, another plan), so payments of such a kind follow one
 * another, and a refund is weighed against the others of its kind (`refundStanding`).
 */
export const isExclusiveKind = (kind: GoodsKind): boolean =>
  kind === "PLAN-PRICING" || kind === "HOSTING";

/**
 * Kinds of goods a regular order renews at its period's end: plans, hosting tiers and storage
 * options. Licences are bought for a number of months and handed to students, never renewed; a
 * one-off order renews nothing (docs/decisions.md).
 */
export const isRenewableKind = (kind: GoodsKind): boolean =>
  isExclusiveKind(kind) || kind === "OPTION";
