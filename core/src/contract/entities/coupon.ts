import { z } from "zod";
import { couponStateSchema, currencySchema, goodsKindSchema } from "../enums";
import { idSchema, instantSchema, linkSchema } from "./common";
import { storableString } from "./storableText";

/** Where the coupon popup sits: bottom-right, or centred otherwise (docs/product/screens.md and docs/product/limits.md). */
export const couponPopupPositionSchema = z.enum(["bottom-right", "center"]);

/** The popup trigger for "registration completed" (docs/product/calls.md: trigger 1). */
export const COUPON_TRIGGER_REGISTER_COMPLETED = 1;

/** Query of `GET /coupon/user/preset/popup`: which moment's popups are wanted. */
export const couponPopupQuerySchema = z.object({
  triggerType: z.coerce.number().int().min(1),
});

/** One popup of the first-access coupon dialog (docs/product/entities.md), items of `data.list`. */
export const couponPopupSchema = z.object({
  couponId: idSchema,
  popupTitle: storableString().min(1),
  popupImageUrl: linkSchema.nullable(),
  popupDescription: storableString(),
  popupButtonTitle: storableString().min(1),
  popupButtonUrl: linkSchema,
  /** Open the button URL in a new tab. */
  popupIsBlank: z.boolean(),
  popupPosition: couponPopupPositionSchema,
});
/** A coupon popup. */
export type CouponPopup = z.infer<typeof couponPopupSchema>;

/** How a coupon discounts: a percentage of the price or a fixed amount in `currency`. */
export const couponDiscountSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("amount"), amount: z.number().positive(), currency: currencySchema }),
]);
/** A coupon's discount. */
export type CouponDiscount = z.infer<typeof couponDiscountSchema>;

/**
 * Which orders a coupon discounts: goods of these kinds (null: any kind) and of these codes
 * (null: any of its kinds), and with `firstOrderOnly` only the buyer's first order of such goods
 * (core's `couponScopeCheck`). A client shows it as "for your first Pro subscription".
 */
export const couponScopeSchema = z.object({
  goodsKinds: z.array(goodsKindSchema).nullable(),
  goodsCodes: z.array(storableString().min(1).max(64)).nullable(),
  firstOrderOnly: z.boolean(),
});
/** A coupon's scope. */
export type CouponScope = z.infer<typeof couponScopeSchema>;

/**
 * A coupon as listed to its user. `state` is null while it is only offered (not downloaded yet),
 * else used / unused / expired (the filter states of docs/product/entities.md).
 */
export const couponSchema = z.object({
  id: idSchema,
  name: storableString().min(1),
  description: storableString(),
  discount: couponDiscountSchema,
  state: couponStateSchema.nullable(),
  downloadedAt: instantSchema.nullable(),
  usedAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
  /** What it discounts; absent from a server that predates scopes (then: anything). */
  scope: couponScopeSchema.optional(),
});
/** A coupon. */
export type Coupon = z.infer<typeof couponSchema>;

/** Body of `POST /coupon/download`: claim an offered coupon by id, or redeem one by code. */
export const couponDownloadSchema = z
  .object({
    couponId: idSchema.optional(),
    couponCode: storableString()
      .regex(/^[A-Za-z0-9-]{4,32}$/, "Match the requested format.")
      .optional(),
  })
  .refine((v) => (v.couponId === undefined) !== (v.couponCode === undefined), {
    message: "Give a coupon id or a coupon code.",
  });
/** A coupon claim. */
export type CouponDownload = z.infer<typeof couponDownloadSchema>;
