import {
  type Coupon,
  type CouponPopup,
  couponDiscountSchema,
  couponPopupPositionSchema,
  couponScopeSchema,
  type Settings,
  settingsSchema,
} from "@orbis/core/contract";
import { couponListState } from "@orbis/core/coupons";
import type { StoredSettings } from "./accountRepository";
import type { CouponRow, PopupRow } from "./couponRepository";

/*
 * Rows to the contract's shapes. Stored JSON and enum-like text are parsed, not cast: a row an
 * operator edited by hand fails loudly here rather than reaching a client half-valid.
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The settings row as the contract has it. */
export const settingsView = (row: StoredSettings): Settings =>
  settingsSchema.parse({
    language: row.language,
    currency: row.currency,
    autoSave: { useAutoSave: row.useAutoSave, saveCycle: row.saveCycle },
  });

/** A coupon as its user sees it at `now`. */
export const couponView = (row: CouponRow, now: Date): Coupon => ({
  id: row.id,
  name: row.name,
  description: row.description,
  discount: couponDiscountSchema.parse(row.discount),
  scope: couponScopeSchema.parse(row.scope),
  state: couponListState(row.held, now),
  downloadedAt: iso(row.held?.downloadedAt ?? null),
  usedAt: iso(row.held?.usedAt ?? null),
  // An offered coupon shows its campaign end; a held one, its own end.
  expiresAt: iso(row.held === null ? row.expiresAt : row.held.expiresAt),
});

/** A popup row as the coupon dialog reads it. */
export const popupView = (row: PopupRow): CouponPopup => ({
  couponId: row.couponId,
  popupTitle: row.title,
  popupImageUrl: row.imageUrl,
  popupDescription: row.description,
  popupButtonTitle: row.buttonTitle,
  popupButtonUrl: row.buttonUrl,
  popupIsBlank: row.isBlank,
  popupPosition: couponPopupPositionSchema.parse(row.position),
});
