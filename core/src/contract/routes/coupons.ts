import { z } from "zod";
import {
  couponDownloadSchema,
  couponPopupQuerySchema,
  couponPopupSchema,
  couponSchema,
} from "../entities/coupon";
import { termsListSchema, termsQuerySchema } from "../entities/terms";
import { acceptLanguageHeaders } from "../headers";
import { defineRoute } from "../route";

/** Coupon and terms calls of the main API v3 (docs/product/calls.md); spread into `accountRoutes`. */
export const couponRoutes = {
  getTerms: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/terms",
    auth: "none",
    summary: "The current terms of a service, in the caller's language",
    query: termsQuerySchema,
    headers: acceptLanguageHeaders,
    response: termsListSchema,
    envelope: "data",
  }),
  getDownloadableCoupons: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/coupon/download/list",
    auth: "required",
    summary: "Coupons offered to or held by the user",
    response: z.array(couponSchema),
    envelope: "data",
  }),
  downloadCoupon: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/coupon/download",
    auth: "required",
    summary: "Claim an offered coupon or redeem a coupon code",
    body: couponDownloadSchema,
    response: couponSchema,
    envelope: "data",
  }),
  getCouponPopups: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/coupon/user/preset/popup",
    auth: "required",
    summary: "Coupon popups for a moment (trigger 1: registration completed)",
    query: couponPopupQuerySchema,
    headers: acceptLanguageHeaders,
    response: couponPopupSchema,
    envelope: "list",
  }),
} as const;
