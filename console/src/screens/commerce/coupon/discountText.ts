import type { CouponDiscount, Language } from "@orbis/core/contract";
import { formatMoney } from "@orbis/core/payments";
import type { TFunction } from "i18next";

/** A coupon's discount as the list says it: `20% off`, `3,000 KRW off`. */
export const discountText = (
  discount: CouponDiscount,
  language: Language,
  t: TFunction<"commerce">,
): string =>
  discount.kind === "percent"
    ? t("coupon.list.percentOff", { percent: discount.percent })
    : t("coupon.list.amountOff", {
        amount: formatMoney(discount.amount, discount.currency, language),
      });
