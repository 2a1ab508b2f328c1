import type { CouponState } from "./couponState";
import { couponStateOf } from "./couponState";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What limits how long a downloaded coupon stays usable. */
export interface CouponTerm {
  /** The coupon's own end (its campaign's), or null when the campaign never ends. */
  readonly expiresAt: Date | null;
  /** Days a coupon stays usable once downloaded, or null when downloads do not age. */
  readonly validDays: number | null;
}

/**
 * When a coupon downloaded at `downloadedAt` expires: `downloadedAt + validDays`, but never
 * after the campaign's own end, so a late download cannot outlive the campaign. Null when
 * neither limits it.
 */
export const couponExpiresAt = (term: CouponTerm, downloadedAt: Date): Date | null => {
  const aged =
    term.validDays === null ? null : new Date(downloadedAt.getTime() + term.validDays * DAY_MS);
  if (aged === null) return term.expiresAt;
  if (term.expiresAt === null) return aged;
  return aged.getTime() <= term.expiresAt.getTime() ? aged : term.expiresAt;
};

/** What the list needs of a coupon the user holds. */
export interface HeldCoupon {
  readonly usedAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * The state shown in the coupon list: null while a coupon is only offered (not held),
 * else used / unused / expired at `now` (see {@link couponStateOf}).
 */
export const couponListState = (held: HeldCoupon | null, now: Date): CouponState | null =>
  held === null
    ? null
    : couponStateOf({ used: held.usedAt !== null, expiresAt: held.expiresAt }, now);

/** Why a coupon cannot be downloaded: the user has it already, or its campaign ended. */
export type CouponClaimRefusal = "held" | "expired";

/**
 * Whether a user may download a coupon at `now`. Holding it wins over its end, so a second
 * download of a coupon that has since expired still reads as "you have it".
 */
export const couponClaimRefusal = (
  claim: { readonly held: boolean; readonly couponExpiresAt: Date | null },
  now: Date,
): CouponClaimRefusal | null => {
  if (claim.held) return "held";
  if (claim.couponExpiresAt !== null && claim.couponExpiresAt.getTime() <= now.getTime())
    return "expired";
  return null;
};

/** Coupon codes are matched without regard to case or surrounding spaces: `orbis-360` is `ORBIS-360`. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();
