import { z } from "zod";

/** Plan types (docs/product/entities.md). */
export const planTypeSchema = z.enum([
  "FREE",
  "PRO",
  "EDU",
  "BUSINESS",
  "ENTERPRISE",
  "Hosting FREE",
  "Hosting BASIC",
  "Hosting STANDARD",
]);
/** A plan type. */
export type PlanType = z.infer<typeof planTypeSchema>;

/** Product kinds of the pricing catalogue. */
export const productKindSchema = z.enum(["PLAN-PRICING", "OPTION"]);
/** Kinds of goods of the price list: plans, hosting tiers, storage options, student licences. */
export const goodsKindSchema = z.enum(["PLAN-PRICING", "HOSTING", "OPTION", "LICENCE"]);
/** Kinds of project-like things a product or a check-upgrade flag refers to. */
export const contentKindSchema = z.enum(["hosting", "contents", "shared-contents", "site"]);

/** Interface languages. Korean is the default and fallback. */
export const languageSchema = z.enum(["ko", "en", "vi", "ja"]);
/** An interface language. */
export type Language = z.infer<typeof languageSchema>;
/** Languages of the payments and AI parts, which exist in Korean, English and Vietnamese only. */
export const paymentsLanguageSchema = z.enum(["ko", "en", "vi"]);
/** A payments/AI language. */
export type PaymentsLanguage = z.infer<typeof paymentsLanguageSchema>;
/** Upper-case language codes sent in `langCode` headers (payments also VI). */
export const langCodeSchema = z.enum(["KO", "EN", "VI"]);
/** An upper-case language code. */
export type LangCode = z.infer<typeof langCodeSchema>;

/** Currencies. KRW is the default. */
export const currencySchema = z.enum(["KRW", "USD"]);
/** A currency. */
export type Currency = z.infer<typeof currencySchema>;

/** Period units of a price (pricing also allows CONTACT). */
export const periodUnitSchema = z.enum(["DAY", "MONTH", "YEAR", "CONTACT"]);
/** Payment methods. */
export const payMethodSchema = z.enum(["card", "paypal"]);
/** A payment method. */
export type PayMethod = z.infer<typeof payMethodSchema>;
/** REGULAR (recurring) or ONCE. */
export const paymentTypeSchema = z.enum(["REGULAR", "ONCE"]);
/** Plan change direction. */
export const changeDirectionSchema = z.enum(["UPGRADE", "DOWNGRADE"]);
/** Purchase mode. */
export const purchaseModeSchema = z.enum(["one-time", "again"]);
/** Card type: personal (birth date) or corporation (business number). */
export const cardTypeSchema = z.enum(["PERSONAL", "CORPORATION"]);
/** A card type. */
export type CardType = z.infer<typeof cardTypeSchema>;

/** Payment statuses (docs/product/states.md). */
export const paymentStatusSchema = z.enum([
  "PENDING",
  "RESERVE",
  "RESERVE_FAIL",
  "PAID",
  "PROVIDE_ITEM_FAIL",
  "COMPLETE",
  "REFUND_REQUEST",
  "REFUND_COMPLETE",
  "SCHEDULED",
]);
/** A payment status. */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Instructor licence product codes: 1, 2 and 3 months, each with a bulk variant. */
export const licenceProductCodeSchema = z.enum([
  "INSTRUCTOR_LICENSE_1M",
  "INSTRUCTOR_LICENSE_2M",
  "INSTRUCTOR_LICENSE_3M",
  "INSTRUCTOR_LICENSE_1M_BULK",
  "INSTRUCTOR_LICENSE_2M_BULK",
  "INSTRUCTOR_LICENSE_3M_BULK",
]);

/** AI image statuses. */
export const aiImageStatusSchema = z.enum([
  "pending",
  "dispatched",
  "processing",
  "complete",
  "abort",
  "error",
]);
/** An AI image status. */
export type AiImageStatus = z.infer<typeof aiImageStatusSchema>;

/** Lecture review statuses. */
export const reviewStatusSchema = z.enum(["code_shared", "in_review", "approved", "rejected"]);
/** Onboarding steps. */
export const onboardingStepSchema = z.enum(["information", "verified"]);
/** Coupon filter states. */
export const couponStateSchema = z.enum(["used", "unused", "expired"]);
/** Social identity providers. */
export const socialProviderSchema = z.enum(["kakao", "naver", "google", "facebook"]);
/** A social identity provider. */
export type SocialProvider = z.infer<typeof socialProviderSchema>;
/** Client kinds: one active session per account per kind. */
export const clientKindSchema = z.enum(["web", "cli", "plugin"]);
/** A client kind. */
export type ClientKind = z.infer<typeof clientKindSchema>;
/** Device class. */
export const deviceClassSchema = z.enum(["pc", "mobile"]);
/** Project kinds (docs/architecture.md#decisions-where-the-product-is-silent). */
export const projectKindSchema = z.enum(["contents", "hosting"]);
/** A project kind. */
export type ProjectKind = z.infer<typeof projectKindSchema>;
