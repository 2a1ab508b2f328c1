import type { CouponScope, Language } from "@orbis/core/contract";
import {
  COUPON_POSITION_BOTTOM_RIGHT,
  COUPON_TRIGGER_REGISTER_COMPLETED,
} from "@orbis/core/coupons";

/** The text of one coupon popup in one language. */
export interface SeedPopupText {
  readonly title: string;
  readonly description: string;
  readonly buttonTitle: string;
}

/** A coupon popup shown at a moment (`triggerType`), with its text per language. */
export interface SeedPopup {
  readonly triggerType: number;
  readonly imageUrl: string | null;
  readonly buttonUrl: string;
  readonly isBlank: boolean;
  readonly position: "bottom-right" | "center";
  readonly texts: Readonly<Record<Language, SeedPopupText>>;
}

/** A seeded coupon: offered ones are listed to everyone, coded ones are redeemed by code. */
export interface SeedCoupon {
  readonly id: string;
  /** Stored upper-case; users may type it in any case. */
  readonly code: string | null;
  readonly name: string;
  readonly description: string;
  readonly discount:
    | { readonly kind: "percent"; readonly percent: number }
    | { readonly kind: "amount"; readonly amount: number; readonly currency: "KRW" | "USD" };
  /** What it discounts (core's `couponScopeCheck`). */
  readonly scope: CouponScope;
  readonly offered: boolean;
  readonly validDays: number | null;
  readonly expiresAt: string | null;
  readonly popups: readonly SeedPopup[];
}

/** The welcome coupon the registration popup offers (docs/product/overview.md: a coupon popup after registering). */
export const WELCOME_COUPON_ID = "welcome-pro-20";

/** The coupons every Orbis starts with; operators add campaigns as rows of their own. */
export const seedCoupons: readonly SeedCoupon[] = [
  {
    id: WELCOME_COUPON_ID,
    code: null,
    name: "Welcome: 20% off Pro",
    description: "20% off your first Pro subscription. Usable for 30 days after you download it.",
    discount: { kind: "percent", percent: 20 },
    scope: {
      goodsKinds: ["PLAN-PRICING"],
      goodsCodes: ["PLAN-PRO-MONTH", "PLAN-PRO-YEAR"],
      firstOrderOnly: true,
    },
    offered: true,
    validDays: 30,
    expiresAt: null,
    popups: [
      {
        triggerType: COUPON_TRIGGER_REGISTER_COMPLETED,
        imageUrl: null,
        buttonUrl: "/mypage/coupon",
        isBlank: false,
        position: COUPON_POSITION_BOTTOM_RIGHT,
        texts: {
          ko: {
            title: "가입을 환영합니다! Pro 20% 할인 쿠폰",
            description:
              "첫 360° 투어를 더 크게 만들어 보세요. 쿠폰을 받으면 30일 동안 Pro 요금제를 20% 할인된 가격으로 시작할 수 있습니다.",
            buttonTitle: "쿠폰 받기",
          },
          en: {
            title: "Welcome to Orbis! 20% off Pro",
            description:
              "Take your first 360° tour further. Download the coupon and start Pro at 20% off any time in the next 30 days.",
            buttonTitle: "Get the coupon",
          },
          vi: {
            title: "Chào mừng bạn đến với Orbis! Giảm 20% gói Pro",
            description:
              "Nâng tầm tour 360° đầu tiên của bạn. Nhận phiếu giảm giá và bắt đầu gói Pro với giá giảm 20% trong vòng 30 ngày.",
            buttonTitle: "Nhận phiếu",
          },
          ja: {
            title: "Orbisへようこそ！Proプラン20%オフ",
            description:
              "最初の360°ツアーをもっと本格的に。クーポンを受け取ると、30日以内にProプランを20%オフで始められます。",
            buttonTitle: "クーポンを受け取る",
          },
        },
      },
    ],
  },
  {
    id: "hosting-basic-3000",
    code: null,
    name: "₩3,000 off Hosting Basic",
    description: "₩3,000 off your first month of Hosting Basic. Usable for 14 days after download.",
    discount: { kind: "amount", amount: 3000, currency: "KRW" },
    scope: { goodsKinds: ["HOSTING"], goodsCodes: ["HOSTING-BASIC-MONTH"], firstOrderOnly: true },
    offered: true,
    validDays: 14,
    expiresAt: null,
    popups: [],
  },
  {
    id: "launch-code-10",
    code: "ORBIS-360",
    name: "Launch code: 10% off",
    description: "10% off any paid plan. Usable for 60 days after you redeem the code.",
    discount: { kind: "percent", percent: 10 },
    scope: { goodsKinds: ["PLAN-PRICING"], goodsCodes: null, firstOrderOnly: false },
    offered: false,
    validDays: 60,
    expiresAt: null,
    popups: [],
  },
];
