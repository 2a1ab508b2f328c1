import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountInfoSchema, checkinSchema, planSchema, storageInfoSchema } from "./account";
import { emptyDataSchema, linkSchema } from "./common";
import {
  COUPON_TRIGGER_REGISTER_COMPLETED,
  couponDownloadSchema,
  couponPopupQuerySchema,
  couponPopupSchema,
  couponSchema,
} from "./coupon";
import { embedListSchema, languageParamsSchema, siteMetadataSchema } from "./metadata";
import { settingsSchema, settingsUpdateSchema } from "./settings";
import {
  publicVerificationSchema,
  userExtraListBodySchema,
  userSurveySchema,
  withdrawalVerificationSchema,
} from "./userExtra";

const constraints = {
  projectCount: 3,
  tourCountPerProject: null,
  storageUsageSize: 1024 ** 3,
  useArtPackage: false,
  publishUrlCount: 1,
  useSeo: false,
  useOg: false,
  useGa: false,
  useStatistics: false,
  useEduAdminFunction: false,
  useInstructorFunction: false,
  useXROOEduAdminFunction: false,
  aiImageCountPerMonth: 0,
};
const plan = {
  id: "free",
  type: "FREE",
  name: "Free",
  constraints,
  startedAt: null,
  expiresAt: null,
};
const popup = {
  couponId: "c1",
  popupTitle: "Welcome",
  popupImageUrl: "https://cdn.example.com/c1.png",
  popupDescription: "10% off",
  popupButtonTitle: "Get it",
  popupButtonUrl: "/mypage/coupon",
  popupIsBlank: false,
  popupPosition: "bottom-right",
};
const coupon = {
  id: "c1",
  name: "Welcome",
  description: "",
  discount: { kind: "percent", percent: 10 },
  state: "unused",
  downloadedAt: "2024-05-01T09:30:00Z",
  usedAt: null,
  expiresAt: null,
};

describe("account entities accept", () => {
  it.each<[string, z.ZodType, unknown]>([
    ["a plan", planSchema, plan],
    [
      "an expired account",
      accountInfoSchema,
      { userId: "u1", payment: null, payMethodInfo: null, plan: null, hostingPlan: null },
    ],
    [
      "an account with a plan",
      accountInfoSchema,
      {
        userId: "u1",
        plan: { ...plan, id: "edu-admin", type: "EDU" },
        hostingPlan: { ...plan, type: "Hosting BASIC" },
        payment: {
          merchantUid: "m1",
          paymentType: "REGULAR",
          status: "COMPLETE",
          amount: 9900,
          currency: "KRW",
          paidAt: "2024-05-01T09:30:00Z",
          nextPaymentAt: "2024-06-01T09:30:00Z",
        },
        payMethodInfo: {
          paymentsMethodsId: "p1",
          payMethod: "paypal",
          cardName: "paypal",
          maskedNumber: null,
          isDefault: true,
          createdAt: "2024-05-01T09:30:00Z",
        },
      },
    ],
    [
      "storage info",
      storageInfoSchema,
      {
        planStorageSize: 0,
        usageStorageSize: 10,
        hostingPlanStorageSize: 0,
        hostingUsageStorageSize: 0,
      },
    ],
    ["a check-in", checkinSchema, { userId: "u1", firstAccess: true }],
    ["a coupon popup", couponPopupSchema, popup],
    [
      "a centred popup without image",
      couponPopupSchema,
      { ...popup, popupImageUrl: null, popupPosition: "center" },
    ],
    [
      "an offered amount coupon",
      couponSchema,
      { ...coupon, state: null, discount: { kind: "amount", amount: 5, currency: "USD" } },
    ],
    ["a claim by id", couponDownloadSchema, { couponId: "c1" }],
    ["a claim by code", couponDownloadSchema, { couponCode: "WELCOME-2024" }],
    [
      "settings",
      settingsSchema,
      { language: "vi", currency: "USD", autoSave: { useAutoSave: true, saveCycle: 60 } },
    ],
    ["a partial settings change", settingsUpdateSchema, { autoSave: { useAutoSave: false } }],
    [
      "extra answers",
      userExtraListBodySchema,
      { list: [{ key: "marketing.email", value: "false" }] },
    ],
    ["a survey", userSurveySchema, { reasonType: "too-expensive" }],
    [
      "a survey with its own reason",
      userSurveySchema,
      { reasonType: "other", customReason: "Moving" },
    ],
    [
      "a withdrawal verification",
      withdrawalVerificationSchema,
      { email: "ana@example.com", userId: "u1" },
    ],
    [
      "an unsubscribe link",
      publicVerificationSchema,
      { purpose: "unsubscribe", maskedEmail: "a**@example.com", expiresAt: "2024-05-01T09:30:00Z" },
    ],
    [
      "site metadata",
      siteMetadataSchema,
      { "/": { ko: { title: "오르비스", description: "", keywords: "360, VR" } } },
    ],
    [
      "an embed list",
      embedListSchema,
      [
        {
          id: "e1",
          title: "Seoul",
          description: "",
          thumbnailUrl: "/cdn/e1.jpg",
          embedUrl: "/t/seoul",
        },
      ],
    ],
    ["a language", languageParamsSchema, { lang: "ja" }],
    ["no data", emptyDataSchema, null],
  ])("%s", (_label, schema, value) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });
});

describe("account entities reject", () => {
  it.each<[string, z.ZodType, unknown]>([
    [
      "a negative quota",
      planSchema,
      { ...plan, constraints: { ...constraints, storageUsageSize: -1 } },
    ],
    ["an unknown plan type", planSchema, { ...plan, type: "GOLD" }],
    [
      "fractional bytes",
      storageInfoSchema,
      {
        planStorageSize: 1.5,
        usageStorageSize: 0,
        hostingPlanStorageSize: 0,
        hostingUsageStorageSize: 0,
      },
    ],
    ["an unknown popup position", couponPopupSchema, { ...popup, popupPosition: "top-left" }],
    [
      "a javascript: button URL",
      couponPopupSchema,
      { ...popup, popupButtonUrl: "javascript:alert(1)" },
    ],
    ["a 110% coupon", couponSchema, { ...coupon, discount: { kind: "percent", percent: 110 } }],
    [
      "a claim with both id and code",
      couponDownloadSchema,
      { couponId: "c1", couponCode: "WELCOME" },
    ],
    ["a claim with neither", couponDownloadSchema, {}],
    ["an empty settings change", settingsUpdateSchema, {}],
    [
      "a 5 s auto-save",
      settingsSchema,
      { language: "ko", currency: "KRW", autoSave: { useAutoSave: true, saveCycle: 5 } },
    ],
    [
      "an unsupported language",
      settingsSchema,
      { language: "fr", currency: "KRW", autoSave: { useAutoSave: true, saveCycle: 60 } },
    ],
    ["an empty extra list", userExtraListBodySchema, { list: [] }],
    ["an extra key with spaces", userExtraListBodySchema, { list: [{ key: "my key", value: "" }] }],
    ["other without a reason", userSurveySchema, { reasonType: "other", customReason: "  " }],
    ["a metadata path without slash", siteMetadataSchema, { builder: {} }],
    ["an unknown language file", languageParamsSchema, { lang: "fr" }],
  ])("%s", (_label, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it("reads a trigger type from a query string", () => {
    expect(couponPopupQuerySchema.parse({ triggerType: "1" })).toEqual({
      triggerType: COUPON_TRIGGER_REGISTER_COMPLETED,
    });
    expect(couponPopupQuerySchema.safeParse({ triggerType: "0" }).success).toBe(false);
  });

  it.each([
    ["https://example.com/a", true],
    ["/cdn/a.png", true],
    ["//evil.example.com", false],
    ["ftp://example.com", false],
    ["relative/path", false],
    ["/with space", false],
  ])("treats %s as a link: %s", (link, ok) => {
    expect(linkSchema.safeParse(link).success).toBe(ok);
  });
});
